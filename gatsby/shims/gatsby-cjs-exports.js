// What gatsby-plugin-react-i18next and gatsby-plugin-manifest take from Gatsby. They require() it as
// CommonJS, which makes webpack keep every export of Gatsby's browser entry (gatsby-script's Script,
// Slice, StaticQuery, PageRenderer, …) in the bundle; gatsby/webpack-patches.ts points their
// require("gatsby") here, so only these three are kept on their account.
export { Link, navigate, withPrefix } from 'gatsby';
