// Calls to action from page copy: internal (route id) or external (data/company.json key).
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { MenuLink } from '../layout/MenuLink';
import type { CopyLink } from './types';

export function CopyLinks({ links, language }: { links: CopyLink[]; language: Language }) {
  return (
    <Links>
      {links.map((link) => (
        <li key={`${link.route ?? link.external}-${link.label}`}>
          <MenuLink route={link.route} external={link.external} language={language}>
            {link.label}
          </MenuLink>
        </li>
      ))}
    </Links>
  );
}

const Links = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.4rem 1rem;
    border: 1px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
