// The look shared by the site's tables of figures: row headers on the side the text starts from,
// figures and their column headings on the right in both languages (digits run left to right in
// Persian too, so units, decimal separators and percent signs line up), tabular digits, and a
// focusable scroller that shows, by a shadow on the edge, that a table wider than the screen scrolls.
import styled, { css } from 'styled-components';

/**
 * The shadow on each edge where more of the table lies: covers in the colour behind the table scroll
 * with it (`local`) and hide the shadows (`scroll`) once an end is reached, so a table that fits shows
 * none. The covers take `--scroller-cover`, which a tinted panel sets to its own background (else they
 * would paint blocks of the page's colour over its first and last columns). Symmetric, so the RTL
 * plugin's flip leaves it as it is.
 */
const scrollShadows = css`
  /* The edge shadow (text at 20 %) over any cell's text keeps 4.5:1 (5.2:1 for the muted headings in the light theme). */
  background:
    linear-gradient(to right, var(--scroller-cover, ${({ theme }) => theme.color.bg}) 40%, transparent) left center / 2.5rem 100% no-repeat local,
    linear-gradient(to left, var(--scroller-cover, ${({ theme }) => theme.color.bg}) 40%, transparent) right center / 2.5rem 100% no-repeat local,
    linear-gradient(to right, var(--color-edge-shadow), transparent) left center / 1rem 100% no-repeat scroll,
    linear-gradient(to left, var(--color-edge-shadow), transparent) right center / 1rem 100% no-repeat scroll;
`;

export const Scroller = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
  ${scrollShadows}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  @media print {
    background: none;
  }
`;

/** A table's caption above its scroller: it wraps inside the screen however wide the table is. */
export const TableCaption = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  @media print {
    margin: 0;
    font-size: 8pt;
  }
`;

/** Figures on the right in both languages (`@noflip`): written so, the RTL plugin leaves them there. */
export const figureCells = css`
  font-variant-numeric: tabular-nums;
  /*! @noflip */
  text-align: right;
`;

export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;

  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    ${figureCells}
    vertical-align: bottom;
  }

  th[scope='row'],
  thead th:first-child {
    text-align: left;
    white-space: nowrap;
  }

  thead th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }

  td {
    white-space: nowrap;
  }

  @media print {
    font-size: 8pt;
    line-height: 1.25;
    caption {
      padding-bottom: 2pt;
    }
    th,
    td {
      padding: 1pt 3pt;
    }
  }
`;

export const Notes = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: ${({ theme }) => `${theme.space.xs} 0`};
  }
  @media print {
    font-size: 7.5pt;
    line-height: 1.3;
    p {
      margin: 1pt 0;
    }
  }
`;
