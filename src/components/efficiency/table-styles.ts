// The look shared by the performance record's tables: figures right-aligned in tabular digits, the
// first column a row header, and a focusable scroller for tables wider than a phone.
import styled from 'styled-components';

export const Scroller = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => `${theme.space.md} 0`};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
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
    text-align: right;
    font-variant-numeric: tabular-nums;
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
