// The company's services (locales/*/services.json "items") in two presentations: cards
// (/services-available) and a detailed list (/services-available2).
import React from 'react';
import styled, { css } from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { MenuLink } from '../layout/MenuLink';

export type ServiceItem = { id: string; title: string; summary: string; details?: string[]; route?: string | null; external?: string | null };

type ServiceListProps = { items: readonly ServiceItem[]; variant: 'cards' | 'list'; language: Language; moreLabel: string };

export function ServiceList({ items, variant, language, moreLabel }: ServiceListProps) {
  if (variant === 'cards') {
    return (
      <Cards>
        {items.map((item) => (
          <li key={item.id} id={item.id}>
            <h2>{item.title}</h2>
            <p>{item.summary}</p>
            <MoreLink item={item} language={language} label={moreLabel} />
          </li>
        ))}
      </Cards>
    );
  }
  return (
    <Detailed>
      {items.map((item) => (
        <section key={item.id} id={item.id} aria-labelledby={`${item.id}-title`}>
          <h2 id={`${item.id}-title`}>{item.title}</h2>
          <p>
            <strong>{item.summary}</strong>
          </p>
          {item.details?.map((d, i) => (
            <p key={i}>{d}</p>
          ))}
          <MoreLink item={item} language={language} label={moreLabel} />
        </section>
      ))}
    </Detailed>
  );
}

type MoreLinkProps = { item: ServiceItem; language: Language; label: string };

/** "Read more" to the service's page or system; its hidden suffix names the service for screen readers. */
function MoreLink({ item, language, label }: MoreLinkProps) {
  if (!item.route && !item.external) return null;
  return (
    <MenuLink route={item.route} external={item.external} language={language}>
      {label}
      <span className="visually-hidden">: {item.title}</span>
    </MenuLink>
  );
}

/** A service's link, or its "activated soon" button, as a bold text action. */
const textAction = css`
  color: ${({ theme }) => theme.color.link};
  background: none;
  border: 0;
  padding: 0.3rem 0;
  cursor: pointer;
  font-weight: 700;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.25rem;
  li {
    display: flex;
    flex-direction: column;
    padding: 1.25rem;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-top: 4px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
  p {
    flex: 1;
  }
  a,
  button {
    align-self: flex-start;
    ${textAction}
    min-height: 24px;
  }
`;

const Detailed = styled.div`
  max-width: 50rem;
  section {
    padding: 0 0 1.5rem;
    margin-bottom: 1.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  a,
  button {
    ${textAction}
  }
`;
