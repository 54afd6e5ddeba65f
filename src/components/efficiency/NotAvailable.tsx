// A table cell's missing figure: a dash on screen, its meaning in words for screen readers.
import React from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../styles/mixins';

type NotAvailableProps = { label: string };

export function NotAvailable({ label }: NotAvailableProps) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <Hidden>{label}</Hidden>
    </>
  );
}

const Hidden = styled.span`
  ${visuallyHidden}
`;
