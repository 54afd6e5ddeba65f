// What a preview build's pages carry, from the variables its job gives the build: the robots meta
// (noindex, besides the X-Robots-Tag header the pipeline spec checks), a canonical address on the
// preview's own GATSBY_SITE_URL, and the footer's year from GATSBY_BUILD_DATE. The pipeline spec runs
// the pipeline with a stand-in build (no second production build in the suite); these are the functions
// the real build renders the head and the footer with. robots.txt and the sitemap: sitemap.test.ts.
import { PREVIEW_BUILD_ENV } from '../utils/preview-build-env'; // first: the modules below read it as they load
import React from 'react';
import { TextDecoder, TextEncoder } from 'util';
import { screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { Seo } from '../../src/components/seo/Seo';
import { Layout } from '../../src/components/layout/Layout';
import { planPages, type RouteEntry } from '../../gatsby/pages';
import { renderWithI18n } from '../utils/render-with-i18n';
import { dataFile, staticQueryData } from '../utils/static-data';

jest.mock('gatsby', () => jest.requireActual('../utils/gatsby-mock'));

// react-dom/server (here and in gatsby-ssr) needs TextEncoder, which jsdom lacks: loaded after providing one.
Object.assign(globalThis, { TextEncoder, TextDecoder });
/* eslint-disable @typescript-eslint/no-require-imports -- must load after the TextEncoder above; imports are hoisted */
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
const { onRenderBody } = require('../../gatsby-ssr') as typeof import('../../gatsby-ssr');
/* eslint-enable @typescript-eslint/no-require-imports */

const PREVIEW_URL = PREVIEW_BUILD_ENV.GATSBY_SITE_URL;

/** The head components gatsby-ssr's onRenderBody gives every page, as HTML. */
function bodyHeadOf(render: typeof onRenderBody): string {
  let components: React.ReactNode[] = [];
  render!({ setHeadComponents: (c: React.ReactNode[]) => void (components = c) } as never, {} as never);
  return renderToStaticMarkup(<>{components}</>);
}

describe('a preview build (SITE_PREVIEW=1)', () => {
  it('puts the robots meta, noindex, in the head of every page', () => {
    expect(bodyHeadOf(onRenderBody)).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('the public build (SITE_PREVIEW=0) has no robots meta', () => {
    const saved = process.env.SITE_PREVIEW;
    process.env.SITE_PREVIEW = '0';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy that reads SITE_PREVIEW=0 as it loads
        const publicSsr = require('../../gatsby-ssr') as typeof import('../../gatsby-ssr');
        expect(bodyHeadOf(publicSsr.onRenderBody)).not.toContain('name="robots"');
      });
    } finally {
      process.env.SITE_PREVIEW = saved;
    }
  });

  it.each([
    ['en', '/about-us/', `${PREVIEW_URL}/en/about-us/`],
    ['fa', '/', `${PREVIEW_URL}/`],
  ] as const)('names its own address as canonical (%s %s)', (language, routePath, canonical) => {
    const head = renderToStaticMarkup(<Seo language={language} routePath={routePath} title="t" description="d" siteName="s" />);
    expect(head).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${canonical}"/>`);
  });

  it.each([
    ['en', '© 2031 '],
    ['fa', '© ۱۴۱۰ '],
  ] as const)('shows the build date’s year in the footer of every page (%s)', (language, year) => {
    (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData());
    const page = planPages(dataFile<RouteEntry[]>('routes.json'), '/templates').find((p) => p.context.language === language && p.context.routeId === 'home')!;
    renderWithI18n(
      <Layout pageContext={page.context}>
        <p>page</p>
      </Layout>,
      { language },
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(year);
  });
});
