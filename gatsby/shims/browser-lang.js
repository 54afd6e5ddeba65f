// gatsby-plugin-react-i18next require()s browser-lang for its browser-language redirect, which this
// site turns off (`redirect: false` in gatsby-config.ts: a page's language comes from its path, never
// from the browser's; docs/decisions.md, "Locales").
// gatsby/webpack-patches.ts points the bundles here so the unused detector is not shipped; turning the redirect
// on without removing that alias fails loudly here rather than redirecting wrongly.
export default function browserLang() {
  throw new Error('browser-lang is not bundled: the language redirect is off (gatsby-config.ts, gatsby/webpack-patches.ts).');
}
