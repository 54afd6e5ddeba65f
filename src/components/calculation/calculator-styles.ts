// The return calculator's layout (written left-to-right; the RTL plugin flips it on Persian pages).
// Its fields, error messages and error summary are the forms' own (src/forms/fields).
import styled from 'styled-components';

export const Section = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  /* Tables' scroll shadows cover in this panel's colour (efficiency/table-styles.ts). */
  --scroller-cover: ${({ theme }) => theme.color.surface};

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Hints = styled.ul`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Fieldset = styled.fieldset`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 700;
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

export const Button = styled.button<{ $primary?: boolean }>`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $primary }) => ($primary ? theme.color.brand : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onBrand : theme.color.brandText)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const ResultsBox = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};

  table {
    font-size: ${({ theme }) => theme.font.size.base};
  }

  /* Three columns in a phone's width: the names of the returns wrap, the figures do not (table th: a
     step more specific than the table's own nowrap rule, whichever stylesheet comes first). */
  table th[scope='row'] {
    white-space: normal;
  }

  td {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 700;
  }

  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;
