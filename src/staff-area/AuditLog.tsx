// The audit log for admins: newest first, a page at a time, and its CSV. Nothing here changes it.
import React, { useEffect, useState } from 'react';
import type { StaffClient } from './staff-client';
import type { Texts } from './texts';

type Entry = { seq: number; at: string; actor: string; action: string; recordId: string | null; detail: string | null };

export function AuditLog({ client, texts }: { client: StaffClient; texts: Texts }) {
  const { t } = texts;
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ entries: Entry[]; pages: number } | null>(null);
  useEffect(() => {
    void client.call<{ entries: Entry[]; pages: number }>('GET', `/api/staff/audit?page=${page}`).then((o) => o.ok && setData(o.data));
  }, [client, page]);
  return (
    <section aria-labelledby="audit-heading">
      <p>
        <a href="?">{t('record.back')}</a>
      </p>
      <h2 id="audit-heading">{t('audit.heading')}</h2>
      <p>
        <a href="/api/staff/audit.csv" download>
          {t('audit.export')}
        </a>
      </p>
      {data && (
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
                  <td data-label={t('audit.at')}>{texts.time(e.at)}</td>
                  <td data-label={t('audit.actor')}>
                    <bdi>{e.actor}</bdi>
                  </td>
                  <td data-label={t('audit.action')}>{t(`audit.actions.${e.action}`)}</td>
                  <td data-label={t('audit.record')}>
                    {e.recordId ? (
                      <a href={`?record=${e.recordId}`}>
                        <bdi>{e.recordId}</bdi>
                      </a>
                    ) : (
                      ''
                    )}
                  </td>
                  <td data-label={t('audit.detail')}>
                    <bdi>{e.detail ?? ''}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="staff-pages" aria-label={t('audit.heading')}>
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('inbox.previous')}
            </button>
            <span>{t('inbox.page', { page, pages: data.pages })}</span>
            <button type="button" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
              {t('inbox.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
