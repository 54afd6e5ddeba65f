// Gatsby's internal partytown plugin require()s @builder.io/partytown/integration (2.8 KB) on every
// page, but calls it only in `gatsby develop` (its onInitialClientRender returns first in production).
// gatsby/webpack-patches.ts points production browser bundles here. The site uses no off-main-thread scripts.
export function partytownSnippet() {
  throw new Error('Partytown is not bundled in production builds (see gatsby/webpack-patches.ts).');
}
