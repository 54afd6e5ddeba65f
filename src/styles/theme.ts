// Design tokens. Colours are CSS custom properties so that the theme (light/dark) is chosen by
// `html[data-theme]` before first paint, with no re-render; see global.css for their values.
import type { DefaultTheme } from 'styled-components';

// nav: from this width the header shows its whole menu in one row; navPhone: up to this width the
// header's language and theme controls move into the open menu, so the bar stays one short row.
export const BREAKPOINTS = { phone: 480, navPhone: 600, tablet: 768, desktop: 1024, nav: 1100, wide: 1280 } as const;

export const theme = {
  color: {
    bg: 'var(--color-bg)',
    surface: 'var(--color-surface)',
    surfaceAlt: 'var(--color-surface-alt)',
    text: 'var(--color-text)',
    muted: 'var(--color-muted)',
    border: 'var(--color-border)',
    brand: 'var(--color-brand)',
    brandText: 'var(--color-brand-text)',
    onBrand: 'var(--color-on-brand)',
    link: 'var(--color-link)',
    focus: 'var(--color-focus)',
    error: 'var(--color-error)',
    success: 'var(--color-success)',
    warning: 'var(--color-warning)',
    info: 'var(--color-info)',
    headerBg: 'var(--color-header-bg)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '16px' },
  font: {
    size: { sm: '0.875rem', base: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.25rem' },
    lineHeight: 1.8,
  },
  layout: { maxWidth: '72rem', headerMaxWidth: '80rem', headerHeight: '4rem', headerHeightWide: '4.5rem' },
  media: {
    phone: `@media (max-width: ${BREAKPOINTS.phone}px)`,
    tablet: `@media (max-width: ${BREAKPOINTS.tablet}px)`,
    desktop: `@media (min-width: ${BREAKPOINTS.desktop}px)`,
    // Below this width the header menu collapses behind the menu button.
    navCompact: `@media (max-width: ${BREAKPOINTS.nav - 1}px)`,
    navWide: `@media (min-width: ${BREAKPOINTS.nav}px)`,
    navWideNarrow: `@media (min-width: ${BREAKPOINTS.nav}px) and (max-width: ${BREAKPOINTS.wide - 1}px)`,
    navPhone: `@media (max-width: ${BREAKPOINTS.navPhone}px)`,
  },
} as const;

export type SiteTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface: DefaultTheme becomes SiteTheme
  export interface DefaultTheme extends SiteTheme {}
}

export const siteTheme: DefaultTheme = theme;
