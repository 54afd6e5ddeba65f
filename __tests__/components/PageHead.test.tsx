// A page's <head>: the one title pattern, the link-preview image by absolute URL with its size, the
// og:locale alternate and X card, the canonical of a superseded page, and FAQPage structured data for
// a page whose copy has questions (/dedicated), in both languages.
import React from 'react';
import fs from 'fs';
import path from 'path';
import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { staticQueryData, dataFile } from '../utils/static-data';
import { PageHead } from '../../src/components/seo/PageHead';
import { planPages, type RouteEntry } from '../../gatsby/pages';
import { SITE_URL } from '../../src/lib/i18n-config';

jest.mock('gatsby', () => jest.requireActual('../utils/gatsby-mock'));

const LOCALES = path.resolve(__dirname, '../../locales');
const company = dataFile<any>('company.json'); // eslint-disable-line @typescript-eslint/no-explicit-any
const routes = dataFile<RouteEntry[]>('routes.json');
const pages = planPages(routes, path.resolve(__dirname, '../../src/templates'));

function headOf(routeId: string, language: 'fa' | 'en') {
  (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData());
  const { context } = pages.find((p) => p.context.routeId === routeId && p.context.language === language)!;
  const edges = context.namespaces
    .filter((ns) => fs.existsSync(path.join(LOCALES, language, `${ns}.json`)))
    .map((ns) => ({ node: { ns, data: fs.readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8') } }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render(<PageHead {...({ data: { locales: { edges } }, pageContext: context, location: { pathname: '/' }, params: {} } as any)} />);
  const meta = (attr: string, name: string) => [...document.querySelectorAll(`meta[${attr}="${name}"]`)].map((m) => m.getAttribute('content'));
  return { meta, title: document.querySelector('title')?.textContent ?? '', doc: document };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('PageHead', () => {
  it.each(routes.flatMap((r) => (['fa', 'en'] as const).map((lng) => [r.id, lng] as const)))(
    '%s (%s): title "{page} | {brand}", preview image and card',
    (id, lng) => {
      const { meta, title } = headOf(id, lng);
      const brand = company.shortName[lng];
      expect(title.endsWith(` | ${brand}`)).toBe(true);
      expect(title.split(brand)).toHaveLength(2);
      expect(meta('property', 'og:image')).toEqual([`${SITE_URL}/og/${lng}/${id}.png`]);
      expect(meta('property', 'og:image:width')).toEqual(['1200']);
      expect(meta('property', 'og:image:height')).toEqual(['630']);
      expect(meta('property', 'og:locale:alternate')).toEqual([lng === 'fa' ? 'en_US' : 'fa_IR']);
      expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    },
  );

  it.each(['fa', 'en'] as const)('/about-us-old names /about-us/ as canonical (%s)', (lng) => {
    const { doc } = headOf('about-us-old', lng);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${SITE_URL}${lng === 'en' ? '/en' : ''}/about-us/`);
  });

  it.each(['fa', 'en'] as const)('/dedicated carries FAQPage structured data with every question and answer (%s)', (lng) => {
    const { doc } = headOf('dedicated', lng);
    const faq = dataFile<any>(`../locales/${lng}/dedicated.json`).faq; // eslint-disable-line @typescript-eslint/no-explicit-any
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
    const page = ld.find((d) => d['@type'] === 'FAQPage');
    expect(page.mainEntity.map((q: { name: string }) => q.name)).toEqual(faq.items.map((i: { question: string }) => i.question));
    expect(JSON.stringify(page)).not.toContain('{{');
  });

  it('a page without questions has no FAQPage', () => {
    const { doc } = headOf('control', 'en');
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
