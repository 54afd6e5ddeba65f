// The audit log for admins: newest first, a page at a time, and its CSV. Nothing here changes it.
// Who is named as they sign in, the record by its kind and reference (its id once purged), and the
// detail in the page's language (audit-detail.ts).
import React, { useEffect, useState } from 'react';
import { describeDetail } from './audit-detail';
import type { StaffMember } from './Inbox';
import type { StaffClient } from './staff-client';
import type { Texts } from './texts';

type Entry = {
  seq: number;
  at: string;
  actor: string;
  action: string;
  recordId: string | null;
  kind: string | null;
  detail: string | null;
  reference: string | null;
};

export function AuditLog({ client, texts }: { client: StaffClient; texts: Texts }) {
  const { t } = texts;
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ entries: Entry[]; pages: number; total: number } | null>(null);
  const [users, setUsers] = useState<StaffMember[]>([]);
  useEffect(() => {
    void client.call<{ entries: Entry[]; pages: number; total: number }>('GET', `/api/staff/audit?page=${page}`).then((o) => o.ok && setData(o.data));
  }, [client, page]);
  useEffect(() => {
    void client.call<{ users: StaffMember[] }>('GET', '/api/staff/users').then((o) => o.ok && setUsers(o.data.users));
  }, [client]);
  const nameOf = (login: string) => users.find((u) => u.login === login)?.name ?? login;
  return (
    <section aria-labelledby="audit-heading">
      <p>
        <a href="?">{t('record.back')}</a>
      </p>
      <h2 id="audit-heading">{t('audit.heading')}</h2>
      <p>
        <a href={`/api/staff/audit.csv?lang=${texts.language}`} download>
          {t('audit.export')}
        </a>
      </p>
      {data && data.entries.length === 0 && <p className="staff-empty">{t('audit.empty')}</p>}
      {data && data.entries.length > 0 && (
        <>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.record')}</th>
                <th scope="col">{t('audit.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.seq}>
                  <td data-label={t('audit.at')}>
                    <span className="staff-nowrap">{texts.time(e.at)}</span>
                  </td>
                  <td data-label={t('audit.actor')}>
                    <bdi title={e.actor}>{nameOf(e.actor)}</bdi>
                  </td>
                  <td data-label={t('audit.action')}>{t(`audit.actions.${e.action}`)}</td>
                  <td data-label={t('audit.record')}>
                    {e.recordId && e.reference ? (
                      <a href={`?record=${e.recordId}`}>
                        {e.kind ? `${t(`kinds.${e.kind}`)} ` : ''}
                        <bdi className="staff-nowrap">{texts.digits(e.reference)}</bdi>
                      </a>
                    ) : e.recordId ? (
                      <span className="staff-muted">
                        {t('audit.purgedRecord')} <bdi className="staff-id">{e.recordId.slice(0, 8)}</bdi>
                      </span>
                    ) : null}
                  </td>
                  <td data-label={t('audit.detail')}>{describeDetail(e, texts, nameOf) && <bdi>{describeDetail(e, texts, nameOf)}</bdi>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.pages > 1 && (
            <nav className="staff-pages" aria-label={t('audit.heading')}>
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('inbox.previous')}
              </button>
              <span>{t('inbox.page', { page, pages: data.pages })}</span>
              <button type="button" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
                {t('inbox.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
