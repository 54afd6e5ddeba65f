// Server rendering hooks: the theme boot script before first paint (and a preview's robots tag), the shared
// page wrapper, and a valid head for gatsby-plugin-offline's app shell.
import React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import company from './data/company.json';
import { DEFAULT_LANGUAGE } from './src/lib/i18n-config';
import { isPreviewBuild, PREVIEW_ROBOTS } from './src/lib/site-preview';
import { THEME_BOOT_SCRIPT } from './src/lib/theme';
import { wrapPageElement as wrap } from './src/wrap-page-element';

const APP_SHELL_PATH = '/offline-plugin-app-shell-fallback/';

// A preview build's pages say noindex in their markup too (src/lib/site-preview.ts). Head components
// set here are not Gatsby Head elements, so the browser keeps them after hydration.
const PREVIEW = isPreviewBuild();

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    ...(PREVIEW ? [<meta key="preview-robots" name="robots" content={PREVIEW_ROBOTS} />] : []),
    <script key="theme-boot" dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />,
  ]);
};

/**
 * The app shell (served by the service worker for pages it renders in the browser) has no Head of
 * its own: give it a title, which Gatsby replaces with the page's (data-gatsby-head), and write the
 * plugin's no-JavaScript refresh as "0; url=..." so the document is valid HTML.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getHeadComponents, replaceHeadComponents }) => {
  if (pathname !== APP_SHELL_PATH) return;
  const components = getHeadComponents().map((component) => {
    const element = component as React.ReactElement<{ children?: React.ReactElement<{ httpEquiv?: string; content?: string }> }>;
    const meta = element?.type === 'noscript' ? element.props.children : undefined;
    if (!meta || meta.props?.httpEquiv !== 'refresh' || typeof meta.props.content !== 'string') return component;
    return (
      <noscript key={element.key ?? 'disable-offline-shell'}>
        <meta httpEquiv="refresh" content={meta.props.content.replace(/^(\d+);\s*url=/i, '$1; url=')} />
      </noscript>
    );
  });
  replaceHeadComponents([
    <title key="app-shell-title" data-gatsby-head="true">
      {company.shortName[DEFAULT_LANGUAGE]}
    </title>,
    ...components,
  ]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => wrap({ element, props });

// Render the body with renderToString rather than Gatsby's default renderToPipeableStream: React 18's
// stream writes NUL bytes where a multi-byte character straddles its 2048-byte chunks (facebook/react
// #26228, fixed only in React 19), which corrupts Persian text and attributes and invalidates the HTML.
// renderToString does not wait for a lazy component (the search page's part, src/templates/content.tsx):
// the first page to meet one starts loading its module and leaves that Suspense boundary to the browser
// (an empty <!--$!--> in the HTML). Such a page is rendered again once the module is in; a page whose
// boundary stays empty fails the build rather than ship without its content.
const LEFT_TO_BROWSER = '<!--$!-->';
const RENDER_ATTEMPTS = 5;

export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString, pathname }) => {
  let html = renderToString(bodyComponent);
  for (let attempt = 1; html.includes(LEFT_TO_BROWSER); attempt += 1) {
    if (attempt === RENDER_ATTEMPTS) throw new Error(`${pathname}: a Suspense boundary was still not rendered after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderToString(bodyComponent);
  }
  replaceBodyHTMLString(html);
};
