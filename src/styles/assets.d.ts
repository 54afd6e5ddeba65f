// Font files imported from code resolve to their public URL (Gatsby's webpack asset rule).
declare module '*.woff2' {
  const url: string;
  export default url;
}
