// The page's h1 and lead paragraph.
import React from 'react';
import styled from 'styled-components';

type PageIntroProps = { heading: string; lead?: string; children?: React.ReactNode };

export function PageIntro({ heading, lead, children }: PageIntroProps) {
  return (
    <Intro>
      <h1>{heading}</h1>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Intro>
  );
}

const Intro = styled.div`
  margin-bottom: 2rem;
  padding-bottom: 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.muted};
  max-width: 46rem;
`;
