// One record: every field as sent, the résumé as a download, its handling (status, assignee, internal
// notes) saved on the version it was read at; a conflict shows the other's change in the form.
import React, { useEffect, useState } from 'react';
import { describeDetail } from './audit-detail';
import { DeadlineText, type StaffMember } from './Inbox';
import type { StaffClient } from './staff-client';
import type { Texts } from './texts';

type State = { status: string; assignee: string | null; notes: string; version: number };
type HistoryEntry = { seq: number; at: string; actor: string; action: string; detail: string | null };
type RecordData = {
  record: { id: string; reference: string; kind: string; receivedAt: string; fields: Array<{ name: string; label: string; value: string; day?: string }> };
  resume: { fileName: string } | null;
  complaint: boolean;
  deadline: { dueDay: string; daysLeft: number; overdue: boolean } | null;
  state: State;
  users: StaffMember[];
  history: HistoryEntry[];
};

const STATUSES = ['new', 'in_progress', 'answered', 'closed'];

type Props = { id: string; client: StaffClient; texts: Texts; onBack: () => void };

export function RecordView({ id, client, texts, onBack }: Props) {
  const { t } = texts;
  const [data, setData] = useState<RecordData | null>(null);
  const [form, setForm] = useState<State | null>(null);
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  /** After a conflict: the notes this staff member typed, which were not saved, so they are not lost. */
  const [unsaved, setUnsaved] = useState<string | null>(null);

  useEffect(() => {
    void client.call<RecordData>('GET', `/api/staff/records/${encodeURIComponent(id)}`).then((o) => {
      if (o.ok) {
        setData(o.data);
        setForm(o.data.state);
      } else if (o.status !== 401) setMessage({ text: o.message, alert: true });
    });
  }, [client, id]);

  async function save(event: React.FormEvent | null, state: State | null = form) {
    event?.preventDefault();
    if (!state || !data) return;
    const outcome = await client.call<{ state: State; history: HistoryEntry[] }>('PATCH', `/api/staff/records/${encodeURIComponent(id)}`, {
      version: state.version,
      status: state.status,
      assignee: state.assignee,
      notes: state.notes,
    });
    if (outcome.ok) {
      setData({ ...data, state: outcome.data.state, history: outcome.data.history });
      setForm(outcome.data.state);
      setUnsaved(null);
      setMessage({ text: t('record.saved'), alert: false });
    } else {
      const theirs = (outcome.data as { state?: State } | null)?.state;
      if (outcome.status === 409 && theirs) {
        setUnsaved(state.notes !== theirs.notes && state.notes !== data.state.notes ? state.notes : null);
        setForm(theirs);
        setData({ ...data, state: theirs });
      }
      setMessage({ text: outcome.message, alert: true });
    }
  }

  const back = (
    <p>
      <a
        href="?"
        onClick={(e) => {
          e.preventDefault();
          onBack();
        }}
      >
        {t('record.back')}
      </a>
    </p>
  );
  if (!data || !form)
    return (
      <>
        {back}
        {message ? <p role="alert">{message.text}</p> : <p role="status">{t('loading')}</p>}
      </>
    );
  const { record } = data;
  // A day in the page's calendar; a number (a phone, a count) in the page's digits; any other text as sent.
  const shownValue = (f: RecordData['record']['fields'][number]) => {
    if (f.day) return texts.day(f.day);
    if (/^[+\d][\d\s-]*$/.test(f.value)) return <bdi dir="ltr">{texts.digits(f.value)}</bdi>;
    return <bdi>{f.value}</bdi>;
  };
  const nameOf = (login: string) => data.users.find((u) => u.login === login)?.name ?? login;
  const roleNames = (u: StaffMember) => u.roles.map((r) => t(`roles.${r}`)).join(texts.language === 'fa' ? '، ' : ', ');
  // Anyone who may see this kind of record; the one assigned now stays listed, marked, if they lost access.
  const eligible = data.users.filter((u) => u.kinds.includes(record.kind));
  const current = form.assignee && !eligible.some((u) => u.login === form.assignee) ? form.assignee : null;
  return (
    <>
      {back}
      <h2>
        {t(`kinds.${record.kind}`)} <bdi className="staff-nowrap">{texts.digits(record.reference)}</bdi>
        {data.complaint && <span className="staff-tag">{t('record.complaint')}</span>}
      </h2>
      <p>
        {t('inbox.received')}: {texts.time(record.receivedAt)}
        {data.deadline && (
          <>
            {' · '}
            {t('inbox.due')}: <DeadlineText deadline={data.deadline} status={data.state.status} texts={texts} />
          </>
        )}
      </p>
      <section aria-labelledby="fields-heading">
        <h3 id="fields-heading">{t('record.fields')}</h3>
        <dl className="staff-fields">
          {record.fields.map((f) => (
            <div key={f.name}>
              <dt>{f.label}</dt>
              {/* What a visitor typed, in either language: each value takes the direction of its own text. */}
              <dd dir="auto">{shownValue(f)}</dd>
            </div>
          ))}
        </dl>
        {data.resume && (
          <p>
            <a href={`/api/staff/records/${record.id}/resume`} download>
              {t('record.resume')}
            </a>{' '}
            (<bdi>{data.resume.fileName}</bdi>)
          </p>
        )}
      </section>
      <form className="staff-state" onSubmit={(e) => void save(e)} aria-labelledby="state-heading">
        <h3 id="state-heading">{t('record.state')}</h3>
        <label>
          {t('record.status')}
          <select value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {(data.state.status === 'answered' || data.state.status === 'closed') && (
          <p className="staff-inline">
            <button
              type="button"
              className="staff-secondary"
              aria-describedby="staff-reopen-hint"
              onClick={() => void save(null, { ...data.state, status: 'in_progress' })}
            >
              {t('record.reopen')}
            </button>
            <span id="staff-reopen-hint" className="staff-muted">
              {t('record.reopenHint')}
            </span>
          </p>
        )}
        <label>
          {t('record.assignee')}
          <select value={form.assignee ?? ''} onChange={(e) => setForm({ ...form, assignee: e.target.value || null })}>
            <option value="">{t('record.nobody')}</option>
            {eligible.map((u) => (
              <option key={u.login} value={u.login}>
                {u.name} ({roleNames(u)})
              </option>
            ))}
            {current && <option value={current}>{t('record.noAccess', { name: nameOf(current) })}</option>}
          </select>
        </label>
        <label htmlFor="staff-notes">{t('record.notes')}</label>
        <span id="staff-notes-hint" className="staff-muted">
          {t('record.notesHint')}
        </span>
        <textarea
          id="staff-notes"
          aria-describedby="staff-notes-hint"
          rows={5}
          maxLength={5000}
          value={form.notes}
          onChange={(e) => setForm({ ...form, notes: e.target.value })}
        />
        {unsaved !== null && (
          <div className="staff-unsaved">
            <p id="staff-unsaved-label">{t('record.yourNotes')}</p>
            <pre aria-labelledby="staff-unsaved-label">{unsaved}</pre>
          </div>
        )}
        <button type="submit">{t('record.save')}</button>
        {message && (
          <p role={message.alert ? 'alert' : 'status'} className={message.alert ? 'staff-error' : undefined}>
            {message.text}
          </p>
        )}
      </form>
      <section aria-labelledby="history-heading">
        <h3 id="history-heading">{t('record.history')}</h3>
        {data.history.length === 0 ? (
          <p>{t('record.historyEmpty')}</p>
        ) : (
          <ul className="staff-history">
            {data.history.map((h) => {
              const detail = describeDetail(h, texts, nameOf);
              return (
                <li key={h.seq}>
                  <span className="staff-nowrap">{texts.time(h.at)}</span> · <bdi>{nameOf(h.actor)}</bdi> · {t(`audit.actions.${h.action}`)}
                  {detail && (
                    <>
                      {' · '}
                      <bdi>{detail}</bdi>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
