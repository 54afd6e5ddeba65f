// The inbox: filters (in the address), counts per status, one page of records newest first with overdue
// complaints first and marked, and the filtered view as CSV.
import React, { useEffect, useState } from 'react';
import type { SessionData } from './App';
import type { StaffClient } from './staff-client';
import type { Texts } from './texts';

type Item = {
  id: string;
  kind: string;
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  subject: string;
  status: string;
  assignee: string | null;
  deadline: { dueDay: string; daysLeft: number; overdue: boolean } | null;
};
type InboxData = { items: Item[]; total: number; counts: Record<string, number>; page: number; pages: number; indexing: boolean };

const FILTERS = ['kind', 'status', 'subject', 'assignee', 'overdue', 'from', 'to', 'q'] as const;

type Props = { session: SessionData; params: URLSearchParams; go: (p: URLSearchParams) => void; client: StaffClient; texts: Texts };

export function Inbox({ session, params, go, client, texts }: Props) {
  const { t } = texts;
  const [data, setData] = useState<InboxData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [users, setUsers] = useState<Array<{ login: string; name: string }>>([]);
  const query = new URLSearchParams([...params].filter(([k]) => (FILTERS as readonly string[]).includes(k) || k === 'page')).toString();

  useEffect(() => {
    void client.call<InboxData>('GET', `/api/staff/inbox?${query}`).then((o) => {
      if (o.ok) {
        setData(o.data);
        setProblem(null);
      } else if (o.status !== 401) setProblem(o.message);
    });
  }, [client, query]);
  useEffect(() => {
    void client.call<{ users: Array<{ login: string; name: string }> }>('GET', '/api/staff/users').then((o) => o.ok && setUsers(o.data.users));
  }, [client]);

  function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    go(next);
  }
  const page = (n: number) => {
    const next = new URLSearchParams(query);
    next.set('page', String(n));
    go(next);
  };
  const open = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    go(new URLSearchParams({ record: id }));
  };
  const field = (name: string) => params.get(name) ?? '';

  return (
    <>
      <form className="staff-filters" onSubmit={apply} aria-labelledby="filters-heading" key={query}>
        <h2 id="filters-heading">{t('filters.heading')}</h2>
        {session.kinds.length > 1 && (
          <label>
            {t('filters.kind')}
            <select name="kind" defaultValue={field('kind')}>
              <option value="">{t('filters.any')}</option>
              {session.kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('filters.status')}
          <select name="status" defaultValue={field('status')}>
            <option value="">{t('filters.any')}</option>
            {session.statuses.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filters.assignee')}
          <select name="assignee" defaultValue={field('assignee')}>
            <option value="">{t('filters.any')}</option>
            {users.map((u) => (
              <option key={u.login} value={u.login}>
                {u.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filters.subject')}
          <input name="subject" defaultValue={field('subject')} maxLength={150} />
        </label>
        <label>
          {t('filters.q')}
          <input name="q" type="search" defaultValue={field('q')} maxLength={200} />
        </label>
        <label>
          {t('filters.from')}
          <input name="from" type="date" defaultValue={field('from')} />
        </label>
        <label>
          {t('filters.to')}
          <input name="to" type="date" defaultValue={field('to')} />
        </label>
        <label className="staff-check">
          <input name="overdue" type="checkbox" value="1" defaultChecked={field('overdue') === '1'} />
          {t('filters.overdue')}
        </label>
        <button type="submit">{t('filters.apply')}</button>
        <a href={`/api/staff/inbox.csv?${query}`} download>
          {t('filters.export')}
        </a>
        {session.user.roles.includes('admin') && (
          <a href="?view=audit" onClick={(e) => (e.preventDefault(), go(new URLSearchParams({ view: 'audit' })))}>
            {t('audit.heading')}
          </a>
        )}
      </form>

      <section aria-labelledby="inbox-heading">
        <h2 id="inbox-heading">{t('inbox.heading')}</h2>
        {problem && <p role="alert">{problem}</p>}
        {data && (
          <>
            <ul className="staff-counts" aria-label={t('counts')}>
              {Object.entries(data.counts).map(([status, n]) => (
                <li key={status}>
                  {t(`statuses.${status}`)}: {texts.digits(n)}
                </li>
              ))}
            </ul>
            {data.indexing && <p role="status">{t('inbox.indexing')}</p>}
            <p>{t('inbox.total', { count: data.total })}</p>
            {data.items.length === 0 ? (
              <p>{t('inbox.empty')}</p>
            ) : (
              <table className="staff-table">
                <thead>
                  <tr>
                    <th scope="col">{t('inbox.reference')}</th>
                    <th scope="col">{t('inbox.received')}</th>
                    <th scope="col">{t('inbox.from')}</th>
                    <th scope="col">{t('inbox.subject')}</th>
                    <th scope="col">{t('inbox.status')}</th>
                    <th scope="col">{t('inbox.assignee')}</th>
                    <th scope="col">{t('inbox.due')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id} className={item.deadline?.overdue ? 'overdue' : undefined}>
                      <td data-label={t('inbox.reference')}>
                        <a href={`?record=${item.id}`} onClick={open(item.id)}>
                          <bdi>{texts.digits(item.reference)}</bdi>
                        </a>
                      </td>
                      <td data-label={t('inbox.received')}>{texts.time(item.receivedAt)}</td>
                      <td data-label={t('inbox.from')}>
                        <bdi>{item.name}</bdi>
                        {item.email && (
                          <>
                            {' '}
                            <bdi className="staff-muted">{item.email}</bdi>
                          </>
                        )}
                      </td>
                      <td data-label={t('inbox.subject')}>
                        {t(`kinds.${item.kind}`)}: <bdi>{item.subject}</bdi>
                      </td>
                      <td data-label={t('inbox.status')}>{t(`statuses.${item.status}`)}</td>
                      <td data-label={t('inbox.assignee')}>{users.find((u) => u.login === item.assignee)?.name ?? item.assignee ?? ''}</td>
                      <td data-label={t('inbox.due')}>
                        {item.deadline && (
                          <>
                            {texts.day(item.deadline.dueDay)}{' '}
                            {item.deadline.overdue ? (
                              <strong className="staff-overdue">{t('inbox.overdue')}</strong>
                            ) : (
                              t('inbox.daysLeft', { count: item.deadline.daysLeft })
                            )}
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <nav className="staff-pages" aria-label={t('inbox.page', { page: data.page, pages: data.pages })}>
              <button type="button" disabled={data.page <= 1} onClick={() => page(data.page - 1)}>
                {t('inbox.previous')}
              </button>
              <span>{t('inbox.page', { page: data.page, pages: data.pages })}</span>
              <button type="button" disabled={data.page >= data.pages} onClick={() => page(data.page + 1)}>
                {t('inbox.next')}
              </button>
            </nav>
          </>
        )}
      </section>
    </>
  );
}
