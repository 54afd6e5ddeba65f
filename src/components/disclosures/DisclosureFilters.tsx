// The filters of /disclosures/ as plain links, one page per filter (/disclosures/type/<type>/,
// /disclosures/year/<year>/): they work without JavaScript, can be bookmarked and shared. The current
// one is marked aria-current="page".
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { filterPath, type DisclosureFilter } from '../../lib/disclosures';
import { yearLabel } from '../../lib/format';
import { localizePath, type Language } from '../../lib/i18n-config';

export type DisclosureFiltersProps = {
  current: DisclosureFilter;
  types: readonly string[];
  years: readonly number[];
  language: Language;
  typeNames: Record<string, string>;
  text: { heading: string; byType: string; byYear: string; all: string };
};

export function DisclosureFilters({ current, types, years, language, typeNames, text }: DisclosureFiltersProps) {
  const item = (filter: DisclosureFilter, label: string) => {
    const here = JSON.stringify(filter) === JSON.stringify(current);
    return (
      <li key={filterPath(filter)}>
        <Link to={localizePath(filterPath(filter), language)} aria-current={here ? 'page' : undefined}>
          {label}
        </Link>
      </li>
    );
  };
  return (
    <Filters aria-labelledby="disclosure-filters-heading">
      <h2 id="disclosure-filters-heading">{text.heading}</h2>
      <ul>{item({ kind: 'all' }, text.all)}</ul>
      <h3 id="disclosure-filters-type">{text.byType}</h3>
      <ul aria-labelledby="disclosure-filters-type">{types.map((type) => item({ kind: 'type', type }, typeNames[type] ?? type))}</ul>
      <h3 id="disclosure-filters-year">{text.byYear}</h3>
      <ul aria-labelledby="disclosure-filters-year">{years.map((year) => item({ kind: 'year', year }, yearLabel(year, language)))}</ul>
    </Filters>
  );
}

const Filters = styled.nav`
  margin-bottom: 1.5rem;
  h2 {
    font-size: 1.1rem;
  }
  h3 {
    font-size: 1rem;
    margin: 0.75rem 0 0.25rem;
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  a[aria-current='page'] {
    font-weight: 700;
    border-color: currentColor;
  }
`;
