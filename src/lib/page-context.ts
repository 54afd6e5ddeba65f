// What every page receives from the build as its page context (gatsby/pages.ts plans it from
// data/routes.json): templates, the layout and the page head read it; the build imports this type.
import type { Language } from './i18n-config';

export type PageContext = {
  routeId: string;
  routePath: string; // the unlocalized path, e.g. /about-us/
  pageNamespace: string; // the namespace holding the page's own copy and meta
  language: Language;
  namespaces: string[];
  middlewares: string[];
  variant: string | null;
  // Read by gatsby-plugin-react-i18next's wrapPageElement; its presence makes the plugin leave the page alone.
  i18n: {
    language: Language;
    languages: Language[];
    defaultLanguage: Language;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
};
