// "Skip to main content": the first focusable element, visible when focused.
import React from 'react';
import styled from 'styled-components';

export function SkipLink({ label, target = 'main' }: { label: string; target?: string }) {
  return <Skip href={`#${target}`}>{label}</Skip>;
}

const Skip = styled.a`
  position: absolute;
  left: 1rem;
  top: -10rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    top: 0.5rem;
  }
`;
