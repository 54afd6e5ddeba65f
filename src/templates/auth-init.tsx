// /authentication/init: where a 401 sends the visitor. Sign-in happens in the customer portal; the
// page links there and back to the `ref` page (only ever a same-site path, see safe-ref).
import React, { useEffect, useState } from 'react';
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { PageIntro } from '../components/content/PageIntro';
import { CopyLinks } from '../components/content/CopyLinks';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';
import { localizePath } from '../lib/i18n-config';
import { safeRef } from '../lib/safe-ref';

export default function AuthInitTemplate({ pageContext, location }: PageProps<Queries.AuthInitPageQuery, PageContext>) {
  const { language } = pageContext;
  const copy = usePageCopy('authentication', language);
  // Read after mount: the static HTML has no query string, and server and first client render must agree.
  // A missing or refused `ref` leads to the home page in the page's language.
  const home = localizePath('/', language);
  const [back, setBack] = useState(home);
  useEffect(() => {
    setBack(safeRef(new URLSearchParams(location.search).get('ref'), home));
  }, [location.search, home]);
  // Staff sign in with the company's provider (server/staff/): offered when the server says it is configured.
  const [staffProvider, setStaffProvider] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/staff/config', { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { data?: { configured?: boolean; provider?: string } } | null) =>
        setStaffProvider(body?.data?.configured ? (body.data.provider ?? null) : null),
      )
      .catch(() => setStaffProvider(null));
  }, []);
  // Sent here by the staff area: staff sign in with the company's provider, so that is what the page offers first.
  const forStaff = /^\/(en\/)?staff\//.test(back);
  const staffLink = staffProvider && (
    <a href={`/staff/auth/login?ref=${encodeURIComponent(back)}`}>{copy.text(forStaff ? 'staffButton' : 'staffSignIn', { provider: staffProvider })}</a>
  );
  if (forStaff)
    return (
      <Layout pageContext={pageContext}>
        <PageIntro heading={copy.text('staffHeading')} lead={copy.text('staffLead')} />
        <StaffAction aria-live="polite">{staffLink}</StaffAction>
        <p>
          <Link to={localizePath('/', language)}>{copy.text('home')}</Link>
        </p>
      </Layout>
    );
  return (
    <Layout pageContext={pageContext}>
      <PageIntro heading={copy.text('heading')} lead={copy.text('lead')} />
      <CopyLinks language={language} links={[{ external: 'customerPortal', label: copy.text('portal') }]} />
      <p>
        <Link to={back} data-testid="auth-back">
          {copy.text('back')}
        </Link>
      </p>
      <p>{copy.text('help')}</p>
      {staffLink && <p>{staffLink}</p>}
    </Layout>
  );
}

const StaffAction = styled.p`
  margin: 1.5rem 0;
  min-height: 2.75rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.4rem 1.25rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-weight: 600;
    text-decoration: none;
  }
`;

export function Head(props: HeadProps<Queries.AuthInitPageQuery, PageContext>) {
  return <PageHead {...props} noIndex />;
}

export const query = graphql`
  query AuthInitPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
