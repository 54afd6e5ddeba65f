// The staff area: sign-in not configured, no access, or the inbox, a record and (for admins) the audit
// log. Which one is shown is in the address (?record=<id>, ?view=audit, the inbox's filters), so the
// sign-in page's `ref` brings a staff member back to exactly where they were.
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { AuditLog } from './AuditLog';
import { Inbox } from './Inbox';
import { RecordView } from './RecordView';
import { createStaffClient } from './staff-client';
import { textsOf, type Texts } from './texts';

export type Boot = {
  language: 'fa' | 'en';
  texts: Record<string, never>;
  configured: boolean;
  provider: string | null;
  paths: { fa: string; en: string };
  /** The traffic report, when the server serves it, and the roles that may open it. */
  traffic?: { path: string; roles: string[] } | null;
};

export type SessionData = { user: { login: string; name: string; roles: string[] }; csrf: string; kinds: string[]; statuses: string[] };

function useAddress(): [URLSearchParams, (params: URLSearchParams) => void] {
  const [search, setSearch] = useState(() => window.location.search);
  useEffect(() => {
    const onPop = () => setSearch(window.location.search);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((params: URLSearchParams) => {
    const query = params.toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    setSearch(window.location.search);
    window.scrollTo(0, 0);
  }, []);
  return [useMemo(() => new URLSearchParams(search), [search]), go];
}

export function App({ boot }: { boot: Boot }) {
  const texts: Texts = useMemo(() => textsOf(boot.language, boot.texts), [boot]);
  const client = useMemo(() => createStaffClient(boot.language, texts.t('errors.network')), [boot.language, texts]);
  const [session, setSession] = useState<SessionData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [params, go] = useAddress();

  useEffect(() => {
    if (!boot.configured) return;
    void client.call<SessionData>('GET', '/api/staff/session').then((outcome) => {
      if (outcome.ok) {
        client.setToken(outcome.data.csrf);
        setSession(outcome.data);
      } else if (outcome.status !== 401) setProblem(outcome.message);
    });
  }, [boot.configured, client]);

  async function signOut() {
    const outcome = await client.call('POST', '/staff/auth/logout');
    if (outcome.ok) window.location.assign(boot.language === 'en' ? '/en/' : '/');
    else setProblem(outcome.message);
  }

  const other = boot.language === 'fa' ? 'en' : 'fa';
  const header = (
    <header className="staff-header">
      <h1>{texts.t('title')}</h1>
      <nav aria-label={texts.t('title')}>
        <a href={`${boot.paths[other]}${window.location.search}`} lang={other} hrefLang={other}>
          {other === 'en' ? 'English' : 'فارسی'}
        </a>
        {session && boot.traffic && session.user.roles.some((role) => boot.traffic!.roles.includes(role)) && (
          <a href={boot.traffic.path}>{texts.t('traffic.link')}</a>
        )}
        {session && (
          <>
            <span>{texts.t('signedInAs', { name: session.user.name })}</span>
            <button type="button" onClick={() => void signOut()}>
              {texts.t('signOut')}
            </button>
          </>
        )}
      </nav>
    </header>
  );

  let body: React.ReactNode;
  if (!boot.configured) body = <p role="status">{texts.t('notConfigured')}</p>;
  else if (problem) body = <p role="alert">{problem}</p>;
  else if (!session) body = <p role="status">{texts.t('loading')}</p>;
  else if (session.user.roles.length === 0) body = <p role="status">{texts.t('noAccess', { name: session.user.name })}</p>;
  else if (params.get('record')) body = <RecordView id={params.get('record')!} client={client} texts={texts} onBack={() => window.history.back()} />;
  else if (params.get('view') === 'audit' && session.user.roles.includes('admin')) body = <AuditLog client={client} texts={texts} />;
  else body = <Inbox session={session} params={params} go={go} client={client} texts={texts} />;

  return (
    <>
      {header}
      <main id="staff-main">{body}</main>
    </>
  );
}
