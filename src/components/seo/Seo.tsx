// Everything a page puts in <head>: <html lang dir>, title, description, canonical, hreflang alternates
// (fa, en-US, x-default), Open Graph and theme colour. Rendered from Gatsby's Head export.
import React from 'react';
import { LANGUAGES, LOCALE_META, SITE_URL, localizePath, type Language } from '../../lib/i18n-config';

type SeoProps = {
  language: Language;
  routePath: string; // unlocalized, e.g. /about-us/
  title: string;
  description: string;
  siteName: string;
  noIndex?: boolean;
  children?: React.ReactNode;
};

export function Seo({ language, routePath, title, description, siteName, noIndex = false, children }: SeoProps) {
  const { dir, ogLocale } = LOCALE_META[language];
  const canonical = `${SITE_URL}${localizePath(routePath, language)}`;
  return (
    <>
      <html lang={language} dir={dir} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content="#E89E2E" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={ogLocale} />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          <meta property="og:url" content={canonical} />
          {LANGUAGES.map((lng) => (
            <link key={lng} rel="alternate" hrefLang={LOCALE_META[lng].hreflang} href={`${SITE_URL}${localizePath(routePath, lng)}`} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={`${SITE_URL}${localizePath(routePath, 'fa')}`} />
        </>
      )}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
