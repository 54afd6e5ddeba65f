// Pure page plan: every route of data/routes.json in every language, plus the not-found pages.
// gatsby-node turns this into createPage calls; tests check it without running Gatsby.
import fs from 'fs';
import path from 'path';
import { assertKnownMiddlewares } from '../src/lib/middlewares';
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath, type Language } from '../src/lib/i18n-config';
import type { PageContext } from '../src/lib/page-context';

export type RouteEntry = {
  id: string;
  path: string;
  template: string;
  namespaces: readonly string[];
  middlewares?: readonly string[] | null;
  variant?: string | null;
};

/** data/routes.json as route entries (checked before, by gatsby/validate-data.ts, in onPreBootstrap). */
export function readRoutes(dataDir: string): RouteEntry[] {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'routes.json'), 'utf8')) as RouteEntry[];
}

export type PagePlan = { path: string; matchPath?: string; component: string; context: PageContext };

// Namespaces that every page (or every form page) shares; the first other one is the page's own.
const SHARED_NAMESPACES = ['common', 'feedback', 'forms'];

export const NOT_FOUND_ROUTE: RouteEntry = { id: 'not-found', path: '/404/', template: 'not-found', namespaces: ['common', 'not-found'] };

function contextFor(route: RouteEntry, language: Language): PageContext {
  const localized = localizePath(route.path, language);
  return {
    routeId: route.id,
    routePath: route.path,
    pageNamespace: route.namespaces.find((ns) => !SHARED_NAMESPACES.includes(ns)) ?? route.id,
    language,
    namespaces: [...new Set(['common', 'feedback', ...route.namespaces])],
    middlewares: [...(route.middlewares ?? [])],
    variant: route.variant ?? null,
    i18n: {
      language,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      routed: language !== DEFAULT_LANGUAGE,
      originalPath: route.path,
      path: localized,
    },
  };
}

/** One page per route and language; throws 'Unknown middleware' (with the route's path) first. */
export function planPages(routes: readonly RouteEntry[], templatesDir: string): PagePlan[] {
  for (const route of routes) assertKnownMiddlewares(route.middlewares, route.path);
  const pages: PagePlan[] = [];
  for (const route of routes) {
    for (const language of LANGUAGES) {
      pages.push({
        path: localizePath(route.path, language),
        component: path.join(templatesDir, `${route.template}.tsx`),
        context: contextFor(route, language),
      });
    }
  }
  // Not-found pages: /404/ (copied by Gatsby to /404.html) answers Persian paths; /en/404/ answers
  // /en/* in the browser's router. Set here rather than by the i18n plugin, which prefixes /en twice.
  for (const language of LANGUAGES) {
    pages.push({
      path: localizePath(NOT_FOUND_ROUTE.path, language),
      matchPath: language === DEFAULT_LANGUAGE ? undefined : `/${language}/*`,
      component: path.join(templatesDir, `${NOT_FOUND_ROUTE.template}.tsx`),
      context: contextFor(NOT_FOUND_ROUTE, language),
    });
  }
  return pages;
}
