// The inbox: filters (in the address), counts per status (each one a quick filter), one page of records
// newest first with overdue complaints first and marked, and the filtered view as CSV. Days are typed
// and shown in the page's calendar (Persian on the Persian page) and sent to the server as ISO days.
import React, { useEffect, useState } from 'react';
import type { SessionData } from './App';
import type { StaffClient } from './staff-client';
import type { Texts } from './texts';

type Deadline = { dueDay: string; daysLeft: number; overdue: boolean };
type Item = {
  id: string;
  kind: string;
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  subject: string;
  subjectLabel?: string;
  status: string;
  assignee: string | null;
  deadline: Deadline | null;
};
type InboxData = { items: Item[]; total: number; counts: Record<string, number>; page: number; pages: number; indexing: boolean };
export type StaffMember = { login: string; name: string; roles: string[]; kinds: string[] };

const FILTERS = ['kind', 'status', 'subject', 'assignee', 'overdue', 'from', 'to', 'q'] as const;
const DAYS = ['from', 'to'] as const;

type Props = { session: SessionData; params: URLSearchParams; go: (p: URLSearchParams) => void; client: StaffClient; texts: Texts };

/** What the deadline cell says: the due day, then overdue, the working days left, or nothing once answered. */
export function DeadlineText({ deadline, status, texts }: { deadline: Deadline; status: string; texts: Texts }) {
  const { t } = texts;
  const open = status === 'new' || status === 'in_progress';
  return (
    <>
      {texts.day(deadline.dueDay)}{' '}
      {deadline.overdue ? (
        <strong className="staff-overdue">{t('inbox.overdue')}</strong>
      ) : open ? (
        <span className="staff-muted">{deadline.daysLeft === 1 ? t('inbox.daysLeftOne') : t('inbox.daysLeft', { count: deadline.daysLeft })}</span>
      ) : null}
    </>
  );
}

export function Inbox({ session, params, go, client, texts }: Props) {
  const { t } = texts;
  const [data, setData] = useState<InboxData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [users, setUsers] = useState<StaffMember[]>([]);
  const query = new URLSearchParams([...params].filter(([k]) => (FILTERS as readonly string[]).includes(k) || k === 'page')).toString();
  const filtered = [...params].some(([k]) => (FILTERS as readonly string[]).includes(k));

  useEffect(() => {
    void client.call<InboxData>('GET', `/api/staff/inbox?${query}`).then((o) => {
      if (o.ok) {
        setData(o.data);
        setProblem(null);
      } else if (o.status !== 401) setProblem(o.message);
    });
  }, [client, query]);
  useEffect(() => {
    void client.call<{ users: StaffMember[] }>('GET', '/api/staff/users').then((o) => o.ok && setUsers(o.data.users));
  }, [client]);

  function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      let value = String(form.get(name) ?? '').trim();
      if (value && (DAYS as readonly string[]).includes(name)) {
        const day = texts.parseDay(value);
        if (!day) {
          setFormProblem(t('filters.badDate'));
          (event.currentTarget.elements.namedItem(name) as HTMLInputElement | null)?.focus();
          return;
        }
        value = day;
      }
      if (value) next.set(name, value);
    }
    setFormProblem(null);
    go(next);
  }
  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(query);
    next.delete('page');
    if (value === null) next.delete(name);
    else next.set(name, value);
    return next;
  };
  const page = (n: number) => go(withParam('page', String(n)));
  const open = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    go(new URLSearchParams({ record: id }));
  };
  const field = (name: string) => params.get(name) ?? '';
  const dayValue = (name: string) => {
    const iso = field(name);
    return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? (texts.language === 'fa' ? texts.dayField(iso) : iso) : '';
  };
  const csv = new URLSearchParams(query);
  csv.delete('page');
  csv.set('lang', texts.language);
  const assigneeOf = (item: Item) => {
    if (!item.assignee) return null;
    const user = users.find((u) => u.login === item.assignee);
    return { name: user?.name ?? item.assignee, lost: !user || !user.kinds.includes(item.kind) };
  };

  return (
    <>
      <form className="staff-filters" onSubmit={apply} aria-labelledby="filters-heading" key={query} noValidate>
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
        {DAYS.map((name) => (
          <label key={name}>
            {t(`filters.${name}`)}
            {texts.language === 'fa' ? (
              <input name={name} defaultValue={dayValue(name)} inputMode="numeric" dir="ltr" placeholder={t('filters.dateHint')} maxLength={10} />
            ) : (
              <input name={name} type="date" defaultValue={dayValue(name)} />
            )}
          </label>
        ))}
        <label className="staff-wide">
          {t('filters.q')}
          <input name="q" type="search" defaultValue={field('q')} maxLength={200} />
        </label>
        <div className="staff-actions">
          <label className="staff-check">
            <input name="overdue" type="checkbox" value="1" defaultChecked={field('overdue') === '1'} />
            {t('filters.overdue')}
          </label>
          <button type="submit">{t('filters.apply')}</button>
          {filtered && (
            <a href="?" onClick={(e) => (e.preventDefault(), setFormProblem(null), go(new URLSearchParams()))}>
              {t('filters.clear')}
            </a>
          )}
          <a href={`/api/staff/inbox.csv?${csv}`} download>
            {t('filters.export')}
          </a>
          {session.user.roles.includes('admin') && (
            <a href="?view=audit" onClick={(e) => (e.preventDefault(), go(new URLSearchParams({ view: 'audit' })))}>
              {t('audit.heading')}
            </a>
          )}
        </div>
        {formProblem && (
          <p role="alert" className="staff-error staff-wide">
            {formProblem}
          </p>
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
                  <a
                    href={`?${withParam('status', status)}`}
                    aria-current={field('status') === status ? 'true' : undefined}
                    onClick={(e) => (e.preventDefault(), go(withParam('status', field('status') === status ? null : status)))}
                  >
                    {t(`statuses.${status}`)}: {texts.digits(n)}
                  </a>
                </li>
              ))}
            </ul>
            {data.indexing && <p role="status">{t('inbox.indexing')}</p>}
            <p>{t('inbox.total', { count: data.total })}</p>
            {data.items.length === 0 ? (
              <p className="staff-empty">{filtered ? t('inbox.empty') : t('inbox.emptyAll')}</p>
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
                  {data.items.map((item) => {
                    const assignee = assigneeOf(item);
                    return (
                      <tr key={item.id} className={item.deadline?.overdue ? 'overdue' : undefined}>
                        <td data-label={t('inbox.reference')}>
                          <a href={`?record=${item.id}`} onClick={open(item.id)}>
                            <bdi className="staff-nowrap">{texts.digits(item.reference)}</bdi>
                          </a>
                        </td>
                        <td data-label={t('inbox.received')}>
                          <span className="staff-nowrap">{texts.time(item.receivedAt)}</span>
                        </td>
                        <td data-label={t('inbox.from')}>
                          <bdi>{item.name}</bdi>
                          {item.email && (
                            <span className="staff-email staff-muted" dir="ltr">
                              {item.email}
                            </span>
                          )}
                        </td>
                        <td data-label={t('inbox.subject')}>
                          {t(`kinds.${item.kind}`)}: <bdi>{item.subjectLabel ?? item.subject}</bdi>
                        </td>
                        <td data-label={t('inbox.status')}>{t(`statuses.${item.status}`)}</td>
                        <td data-label={t('inbox.assignee')}>
                          {assignee && (
                            <>
                              <bdi>{assignee.name}</bdi>
                              {assignee.lost && <span className="staff-tag staff-tag-muted">{t('inbox.noAccess')}</span>}
                            </>
                          )}
                        </td>
                        <td data-label={t('inbox.due')}>{item.deadline && <DeadlineText deadline={item.deadline} status={item.status} texts={texts} />}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            {data.pages > 1 && (
              <nav className="staff-pages" aria-label={t('inbox.page', { page: data.page, pages: data.pages })}>
                <button type="button" disabled={data.page <= 1} onClick={() => page(data.page - 1)}>
                  {t('inbox.previous')}
                </button>
                <span>{t('inbox.page', { page: data.page, pages: data.pages })}</span>
                <button type="button" disabled={data.page >= data.pages} onClick={() => page(data.page + 1)}>
                  {t('inbox.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}
