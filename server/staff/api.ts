// The staff area's JSON API, in the site's envelope ({ success, data, messages }): the inbox and its
// CSV, a record as sent with its handling (status, assignee, notes: optimistic versions), its résumé as
// a download, the staff list, and for admins the audit log. Every route checks the role against the
// record itself: another kind's record answers 404 as if it did not exist. Every read of personal data
// and every change is written to the audit log.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isIsoDateShaped } from '../../src/lib/dates';
import { normalizeSearchText } from '../../src/lib/search-text';
import { tehranDay, workingDaysLeft } from '../../src/lib/working-days';
import { csvLine } from '../cli';
import { isFormKind, type FormKind } from '../form-kind';
import { FORMS } from '../forms';
import { createTranslator } from '../messages';
import { RECORD_ID } from '../record-id';
import { findRecord, resumePath, type StoredRecord, type StoredResume } from '../store';
import { kindsFor, type StaffRole } from './config';
import { staffLanguage, staffText } from './messages';
import type { StaffContext } from './plugin';
import { quietRoutes } from './quiet-routes';
import { isStatus, STATUSES, type Change, type InboxQuery, type InboxRow, type StaffUser } from './staff-store';

export const PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /^[1-9][0-9]{0,5}$/;
const NOTES_MAX = 5000;

class Invalid extends Error {}

const one = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The inbox's filters from a query string, each checked; a bad one throws Invalid naming it. */
function filtersOf(raw: Record<string, unknown>, kinds: FormKind[], today: string): Omit<InboxQuery, 'page' | 'pageSize'> & { page: number } {
  const q: Omit<InboxQuery, 'page' | 'pageSize'> & { page: number } = { kinds, today, page: 1 };
  const text = (name: string, max: number) => {
    const v = one(raw[name])?.trim();
    if (v === undefined || v === '') return undefined;
    if (v.length > max) throw new Invalid(name);
    return v;
  };
  const kind = text('kind', 10);
  if (kind !== undefined && !isFormKind(kind)) throw new Invalid('kind');
  q.kind = kind as FormKind | undefined;
  const status = text('status', 20);
  if (status !== undefined && !isStatus(status)) throw new Invalid('status');
  q.status = status;
  q.subject = text('subject', 150);
  q.assignee = text('assignee', 200);
  q.q = text('q', 200);
  const overdue = text('overdue', 5);
  if (overdue !== undefined && overdue !== '1' && overdue !== 'true') throw new Invalid('overdue');
  q.overdue = Boolean(overdue);
  // Days are Tehran's: "from" its first moment, "to" inclusive (up to the next day's first moment).
  for (const name of ['from', 'to'] as const) {
    const day = text(name, 10);
    if (day === undefined) continue;
    const at = DAY.test(day) ? Date.parse(`${day}T00:00:00+03:30`) : NaN;
    if (Number.isNaN(at)) throw new Invalid(name);
    q[name] = new Date(name === 'to' ? at + 86_400_000 : at).toISOString();
  }
  const page = text('page', 6);
  if (page !== undefined && !PAGE.test(page)) throw new Invalid('page');
  q.page = page ? Number(page) : 1;
  return q;
}

export async function staffApi(fastify: FastifyInstance, context: StaffContext): Promise<void> {
  quietRoutes(fastify);
  const { db, index, storeDir, settings, now, requireStaff, requireSession, refuse, config, provider } = context;
  const translator = createTranslator();
  const today = () => tehranDay(now());
  const ok = (reply: FastifyReply, data: unknown) => reply.header('Cache-Control', 'no-store').send({ success: true, data, messages: [] });
  const kindsOf = (request: FastifyRequest) => request.staff!.kinds;
  const actor = (request: FastifyRequest) => request.staff!.session.user.login;

  /** Days left and overdue for a complaint still open (null for anything else). */
  function deadline(row: Pick<InboxRow, 'complaint' | 'dueDay' | 'status'>) {
    if (!row.complaint || !row.dueDay) return null;
    const t = today();
    const open = row.status === 'new' || row.status === 'in_progress';
    return { dueDay: row.dueDay, daysLeft: workingDaysLeft(t, row.dueDay, settings.calendar), overdue: open && t > row.dueDay };
  }

  /** A staff member as an assignee: name, roles and the kinds they may see (none once they lost their groups). */
  const assignable = ({ login, name, roles }: StaffUser) => ({ login, name, roles, kinds: kindsFor(roles as StaffRole[]) });

  /** A job application's subject is its position's key: its label in the language asked. */
  const subjectLabel = (row: Pick<InboxRow, 'kind' | 'subject'>, language: 'fa' | 'en') => {
    if (row.kind !== 'job') return row.subject;
    const label = translator.raw(language, `job.options.jobPosition.${row.subject}`);
    return typeof label === 'string' ? label : row.subject;
  };

  /** The job positions whose name, in either language, holds what was typed in the subject filter. */
  const positionsNamed = (typed: string): string[] => {
    const words = normalizeSearchText(typed);
    return Object.keys((translator.raw('en', 'job.options.jobPosition') as Record<string, string> | undefined) ?? {}).filter((key) =>
      (['fa', 'en'] as const).some((l) => normalizeSearchText(String(translator.raw(l, `job.options.jobPosition.${key}`) ?? '')).includes(words)),
    );
  };

  /** The record by id if this user may see its kind, else null (as if it did not exist). */
  async function visibleRecord(request: FastifyRequest): Promise<StoredRecord | null> {
    const { id } = request.params as { id: string };
    if (!RECORD_ID.test(id)) return null;
    const record = await findRecord(storeDir, id);
    return record && kindsOf(request).includes(record.kind) ? record : null;
  }

  function withFilters(request: FastifyRequest, reply: FastifyReply) {
    try {
      const filters = filtersOf(request.query as Record<string, unknown>, kindsOf(request), today());
      if (filters.subject) filters.subjectKeys = positionsNamed(filters.subject);
      return filters;
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      refuse(request, reply, 400, 'invalid', { field: error.message });
      return null;
    }
  }

  fastify.get('/api/staff/config', async function staffConfig(_request, reply) {
    return ok(reply, { configured: Boolean(config.oidc && provider), provider: provider?.name ?? null });
  });

  fastify.get('/api/staff/session', { preHandler: requireSession }, async function currentSession(request, reply) {
    const { user, csrf } = request.staff!.session;
    return ok(reply, { user, csrf, kinds: kindsOf(request), statuses: STATUSES });
  });

  fastify.get('/api/staff/users', { preHandler: requireStaff() }, async function staffUsers(_request, reply) {
    return ok(reply, { users: db.users().map(assignable) });
  });

  fastify.get('/api/staff/inbox', { preHandler: requireStaff() }, async function inbox(request, reply) {
    const filters = withFilters(request, reply);
    if (!filters) return reply;
    const { rows, total, counts } = db.inbox({ ...filters, pageSize: PAGE_SIZE });
    return ok(reply, {
      items: rows.map((row) => ({ ...row, subjectLabel: subjectLabel(row, staffLanguage(request)), deadline: deadline(row) })),
      total,
      counts,
      page: filters.page,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      indexing: !index.complete,
    });
  });

  fastify.get('/api/staff/inbox.csv', { preHandler: requireStaff() }, async function exportInbox(request, reply) {
    const filters = withFilters(request, reply);
    if (!filters) return reply;
    const language = staffLanguage(request);
    const t = (key: string) => staffText(language, key);
    const header = [
      'inbox.reference',
      'inbox.received',
      'filters.kind',
      'inbox.from',
      'filters.subject',
      'inbox.status',
      'inbox.assignee',
      'inbox.due',
      'inbox.overdue',
    ].map(t);
    let csv = `\ufeff${csvLine(['id', ...header])}`;
    let count = 0;
    for (const row of db.inboxAll(filters)) {
      const d = deadline(row);
      csv += csvLine([
        row.id,
        row.reference,
        row.receivedAt,
        t(`kinds.${row.kind}`),
        row.email ? `${row.name} <${row.email}>` : row.name,
        subjectLabel(row, language),
        t(`statuses.${row.status}`),
        row.assignee ?? '',
        d?.dueDay ?? '',
        d?.overdue ? t('inbox.overdue') : '',
      ]);
      count += 1;
    }
    db.audit(
      actor(request),
      'exported',
      null,
      `${count} rows; ${JSON.stringify({ ...filters, kinds: undefined, today: undefined, q: filters.q ? '…' : undefined })}`,
    );
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="inbox-${today()}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(csv);
  });

  fastify.get('/api/staff/records/:id', { preHandler: requireStaff() }, async function recordPage(request, reply) {
    const record = await visibleRecord(request);
    if (!record) return refuse(request, reply, 404, 'notFound');
    const language = staffLanguage(request);
    const state = db.state(record.id);
    const row = db.indexed(record.id, kindsOf(request));
    db.audit(actor(request), 'viewed-record', record);
    const label = (field: string) => {
      const text = translator.raw(language, `${record.kind}.fields.${field}.label`);
      if (typeof text === 'string') return text;
      const own = staffText(language, `record.fieldLabels.${field}`);
      return own.startsWith('record.') ? field : own;
    };
    // A choice is shown by its label (the form's own words), the form's language by its name, and a date
    // also as a day the page shows in its calendar; free text exactly as sent.
    const shown = (name: string, value: unknown) => {
      if (name === 'language') {
        const key = `languages.${String(value)}`;
        const text = staffText(language, key);
        return text === key ? String(value) : text;
      }
      const option = translator.raw(language, `${record.kind}.options.${name}.${String(value)}`);
      return typeof option === 'string' ? option : String(value ?? '');
    };
    const fields = FORMS[record.kind].fields
      .filter((name) => name !== 'resume' && record.payload[name] !== undefined)
      .map((name) => {
        const value = record.payload[name];
        const text = Array.isArray(value) ? value.map((v) => shown(name, v)).join(language === 'fa' ? '، ' : ', ') : shown(name, value);
        return { name, label: label(name), value: text, ...(typeof value === 'string' && isIsoDateShaped(value) ? { day: value } : {}) };
      });
    const resume = (record.payload.resume as StoredResume | undefined) ?? null;
    return ok(reply, {
      record: { id: record.id, reference: record.reference, kind: record.kind, receivedAt: record.receivedAt, fields },
      resume: resume && { fileName: resume.fileName, contentType: resume.contentType, size: resume.size },
      complaint: row?.complaint ?? false,
      deadline: row ? deadline({ ...row, status: state.status }) : null,
      state,
      users: db.users().map(assignable),
      history: db.auditLog({ recordId: record.id, pageSize: 50 }).entries,
    });
  });

  fastify.get('/api/staff/records/:id/resume', { preHandler: requireStaff() }, async function downloadResume(request, reply) {
    const record = await visibleRecord(request);
    const file = record && resumePath(storeDir, record);
    if (!record || !file) return refuse(request, reply, 404, 'notFound');
    const resume = record.payload.resume as StoredResume;
    const size = (await stat(file)).size;
    db.audit(actor(request), 'downloaded-resume', record);
    const ascii = `resume-${record.reference}${file.slice(file.lastIndexOf('.'))}`;
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', resume.contentType)
      .header('Content-Length', String(size))
      .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(resume.fileName)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(createReadStream(file));
  });

  fastify.patch('/api/staff/records/:id', { preHandler: requireStaff(), bodyLimit: 64 * 1024 }, async function changeRecord(request, reply) {
    const record = await visibleRecord(request);
    if (!record) return refuse(request, reply, 404, 'notFound');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const invalid = (field: string) => refuse(request, reply, 400, 'invalid', { field });
    if (!Number.isInteger(body.version) || (body.version as number) < 0) return invalid('version');
    const change: Change = {};
    if (body.status !== undefined) {
      if (!isStatus(body.status)) return invalid('status');
      change.status = body.status;
    }
    if (body.assignee !== undefined) {
      // Anyone who may see this kind of record; the one already assigned stays allowed (the form sends
      // the whole state), even after losing access, so that saving a status does not fail.
      const allowed = (login: string) =>
        login === db.state(record.id).assignee || db.users().some((u) => u.login === login && kindsFor(u.roles as StaffRole[]).includes(record.kind));
      if (body.assignee !== null && (typeof body.assignee !== 'string' || !allowed(body.assignee))) return invalid('assignee');
      change.assignee = body.assignee as string | null;
    }
    if (body.notes !== undefined) {
      if (typeof body.notes !== 'string' || body.notes.length > NOTES_MAX) return invalid('notes');
      change.notes = body.notes;
    }
    const result = db.update(record, change, body.version as number, actor(request));
    if (!result.ok) {
      const by = result.state.updatedBy;
      const name = db.users().find((u) => u.login === by)?.name ?? by;
      return refuse(request, reply, 409, name ? 'conflict' : 'conflictUnknown', name ? { name } : undefined, { state: result.state });
    }
    return ok(reply, { state: result.state, history: db.auditLog({ recordId: record.id, pageSize: 50 }).entries });
  });

  fastify.get('/api/staff/audit', { preHandler: requireStaff('admin') }, async function auditLog(request, reply) {
    const page = one((request.query as Record<string, unknown>).page) ?? '1';
    if (!PAGE.test(page)) return refuse(request, reply, 400, 'invalid', { field: 'page' });
    const { entries, total } = db.auditLog({ page: Number(page), pageSize: 100 });
    return ok(reply, { entries, total, page: Number(page), pages: Math.max(1, Math.ceil(total / 100)) });
  });

  fastify.get('/api/staff/audit.csv', { preHandler: requireStaff('admin') }, async function exportAudit(request, reply) {
    const language = staffLanguage(request);
    const t = (key: string) => staffText(language, key);
    db.audit(actor(request), 'exported-audit');
    let csv = `\ufeff${csvLine(['seq', t('audit.at'), t('audit.actor'), t('audit.action'), t('audit.record'), t('filters.kind'), t('audit.detail')])}`;
    for (let page = 1; ; page += 1) {
      const { entries } = db.auditLog({ page, pageSize: 1000 });
      for (const e of entries) csv += csvLine([String(e.seq), e.at, e.actor, e.action, e.recordId ?? '', e.kind ?? '', e.detail ?? '']);
      if (entries.length < 1000) break;
    }
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-${today()}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(csv);
  });
}
