// CSS modules (Gatsby's css-loader with named exports): each class name is a string export.
declare module '*.module.css' {
  const classNames: Record<string, string>;
  export = classNames;
}
