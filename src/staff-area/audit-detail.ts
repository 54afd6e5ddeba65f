// An audit entry's detail in the page's language. The log stores it in a fixed English form without
// personal data (server/staff/staff-store.ts, server/staff/plugin.ts, server/cli.ts), which the CSV
// export keeps as written; the page says the same in words a staff member reads: statuses and roles by
// their names, assignees by name, refusals by their reason. A detail of another shape is shown as stored.
import type { Texts } from './texts';

export type DetailEntry = { actor: string; action: string; detail: string | null };

/** "from → to" as the page writes a change: the arrow points the way the page reads. */
function change(texts: Texts, from: string, to: string): string {
  return texts.language === 'fa' ? `${from} ← ${to}` : `${from} → ${to}`;
}

export function describeDetail(entry: DetailEntry, texts: Texts, nameOf: (login: string) => string = (l) => l): string {
  const { t } = texts;
  const detail = entry.detail ?? '';
  const cli = entry.actor.startsWith('cli:');
  const pair = /^(.+?) → (.+)$/.exec(detail);
  switch (entry.action) {
    case 'signed-in':
      return detail
        ? t('audit.details.roles', {
            roles: detail
              .split(',')
              .map((r) => t(`roles.${r}`))
              .join(texts.language === 'fa' ? '، ' : ', '),
          })
        : '';
    case 'refused': {
      if (detail === 'signed in without a staff group') return t('audit.details.noGroup');
      const refusal = /^(\S+ \S*): (another origin|no anti-forgery token|needs .*)$/.exec(detail);
      if (!refusal) break;
      const key = refusal[2] === 'another origin' ? 'origin' : refusal[2] === 'no anti-forgery token' ? 'token' : 'role';
      return t(`audit.details.${key}`, { what: refusal[1] });
    }
    case 'changed-status':
      if (pair) return change(texts, t(`statuses.${pair[1]}`), t(`statuses.${pair[2]}`));
      break;
    case 'changed-assignee':
      if (pair) {
        const who = (login: string) => (login === '—' ? t('record.nobody') : nameOf(login));
        return change(texts, who(pair[1]), who(pair[2]));
      }
      break;
    case 'exported': {
      const rows = /^(\d+) rows;/.exec(detail);
      if (rows) return t('audit.details.rows', { count: Number(rows[1]) });
      break;
    }
    case 'purged': {
      const received = /^received (\S+)$/.exec(detail);
      if (received && !Number.isNaN(Date.parse(received[1]))) return t('audit.details.received', { day: texts.time(received[1]) });
      break;
    }
    case 'downloaded-resume':
      if (cli) return t('audit.details.cli');
      break;
    default:
  }
  return cli && detail ? `${t('audit.details.cli')}: ${detail}` : detail;
}
