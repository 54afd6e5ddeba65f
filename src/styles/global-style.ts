// Global styles: theme colours as custom properties (dark by default, light under html[data-theme=light]),
// the two type stacks, focus ring and reduced motion. Written left-to-right; flipped for Persian.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: dark;
    --color-bg: #10151c;
    --color-surface: #18202a;
    --color-surface-alt: #202a36;
    --color-text: #eef1f5;
    --color-muted: #b9c2cd;
    --color-border: #3a4756;
    --color-brand: #E89E2E;
    --color-brand-text: #f3b860;
    --color-on-brand: #1b1307;
    --color-link: #f5c277;
    --color-focus: #ffd58a;
    --color-error: #ff9b94;
    --color-success: #7fd89a;
    --color-warning: #f3c969;
    --color-info: #8cc8ff;
    --color-header-bg: rgba(16, 21, 28, 0.96);
  }
  html[data-theme='light'] {
    color-scheme: light;
    --color-bg: #ffffff;
    --color-surface: #f6f4f0;
    --color-surface-alt: #ece7df;
    --color-text: #1c1f24;
    --color-muted: #4a525c;
    --color-border: #b9b2a7;
    --color-brand: #E89E2E;
    --color-brand-text: #8a4f00;
    --color-on-brand: #1b1307;
    --color-link: #8a4f00;
    --color-focus: #1d5fbf;
    --color-error: #b3261e;
    --color-success: #1e6b34;
    --color-warning: #7a5200;
    --color-info: #0b57a4;
    --color-header-bg: rgba(255, 255, 255, 0.97);
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5rem; }
  body {
    margin: 0;
    background: var(--color-bg);
    color: var(--color-text);
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 1rem;
    line-height: 1.7;
    text-align: left;
  }
  html[lang='fa'] body { font-family: 'Vazirmatn Variable', Tahoma, 'Segoe UI', sans-serif; line-height: 1.9; }
  h1, h2, h3, h4 { line-height: 1.35; margin: 0 0 0.75rem; }
  h1 { font-size: clamp(1.6rem, 4vw, 2.25rem); }
  h2 { font-size: clamp(1.3rem, 3vw, 1.6rem); margin-top: 2rem; }
  h3 { font-size: 1.15rem; }
  p { margin: 0 0 1rem; }
  a { color: var(--color-link); text-underline-offset: 0.2em; }
  a:hover { text-decoration-thickness: 2px; }
  img, svg { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; border-radius: 2px; }
  table { border-collapse: collapse; width: 100%; }
  .visually-hidden {
    position: absolute !important; width: 1px !important; height: 1px !important; padding: 0 !important;
    margin: -1px !important; overflow: hidden !important; clip: rect(0, 0, 0, 0) !important; white-space: nowrap !important; border: 0 !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
