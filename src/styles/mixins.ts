// Reusable style fragments.
import { css } from 'styled-components';

/** A responsive grid of cards, each at least `min` wide. */
export const cardGrid = (min: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${min}, 1fr));
  gap: 1.5rem;
  margin-bottom: 2rem;
`;

/** The site's card: surface colour, hairline border, rounded corners. */
export const card = css`
  background: ${({ theme }) => theme.color.surface};
  /* A table scrolling inside covers its edges in this colour (efficiency/table-styles.ts). */
  --scroller-cover: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A list of small cards side by side (as many as fit, each at least 15rem), each headed by an h3. */
export const cardList = css`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1rem;
  > li {
    ${card}
    padding: 1rem 1.25rem;
  }
  h3 {
    margin: 0 0 0.5rem;
  }
`;

/** A round brand-coloured disc holding a number or initials. */
export const brandDisc = (size: string) => css`
  width: ${size};
  height: ${size};
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: 800;
`;

/** A square 44 px button holding an icon, outlined by a hairline (theme toggle, a dialog's Close). */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  cursor: pointer;
`;

/** The primary action button: brand background, 44 px tall target. */
export const primaryButton = css`
  min-height: 2.75rem;
  /* Transparent, not none: forced-colours mode paints it, so the button keeps an edge there. */
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: 700;
  cursor: pointer;
`;

/** WCAG 2.5.8: an inline link (a phone number, an address) that is a target at least 24 px tall, whatever the font. */
export const inlineTarget = css`
  display: inline-block;
  min-height: 24px;
  line-height: 24px;
`;
