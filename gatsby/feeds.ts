// The Atom 1.0 feeds of new quarterly factsheets and disclosures, one per language (/feed.atom,
// /en/feed.atom: src/lib/feed-paths.ts), written after the build from data/ and locales/ with absolute
// URLs from the site address. A factsheet's entry is dated by its publication (data/published-months.json;
// the build date for one not yet recorded) and updated by the latest correction it carries.
import fs from 'fs';
import path from 'path';
import { errataFor, publishedOn, recordQuarters, type Erratum, type PublishedRecord } from '../src/lib/factsheets';
import type { Disclosure } from '../src/lib/disclosures';
import { FEED_ENTRIES, feedPath } from '../src/lib/feed-paths';
import { LANGUAGES, localizePath, type Language } from '../src/lib/i18n-config';
import type { PerformanceData } from '../src/lib/performance';
import { monthLabel } from '../src/lib/performance-labels';
import { quarterLabel } from '../src/lib/quarter-label';
import { quarterWordsOf } from './publication-routes';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const stamp = (isoDate: string) => `${isoDate}T00:00:00Z`;

export type FeedEntry = {
  id: string;
  title: string;
  summary: string;
  link: string;
  published: string;
  updated: string;
  enclosure?: { href: string; type: string; length: number };
};

export type FeedInput = {
  language: Language;
  siteUrl: string;
  title: string;
  subtitle: string;
  author: string;
  entries: FeedEntry[];
};

/** One Atom 1.0 document: the newest FEED_ENTRIES entries, newest first. */
export function atomFeed({ language, siteUrl, title, subtitle, author, entries }: FeedInput): string {
  const newest = [...entries].sort((a, b) => b.updated.localeCompare(a.updated) || b.published.localeCompare(a.published)).slice(0, FEED_ENTRIES);
  const self = `${siteUrl}${feedPath(language)}`;
  const updated = newest[0]?.updated ?? '1970-01-01';
  const body = newest
    .map((e) =>
      [
        '  <entry>',
        `    <id>${xml(e.id)}</id>`,
        `    <title>${xml(e.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${xml(e.link)}"/>`,
        e.enclosure ? `    <link rel="enclosure" type="${xml(e.enclosure.type)}" length="${e.enclosure.length}" href="${xml(e.enclosure.href)}"/>` : null,
        `    <published>${stamp(e.published)}</published>`,
        `    <updated>${stamp(e.updated)}</updated>`,
        `    <summary>${xml(e.summary)}</summary>`,
        '  </entry>',
      ]
        .filter((line) => line !== null)
        .join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">
  <id>${xml(self)}</id>
  <title>${xml(title)}</title>
  <subtitle>${xml(subtitle)}</subtitle>
  <updated>${stamp(updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="text/html" href="${xml(`${siteUrl}${localizePath('/reports/', language)}`)}"/>
  <author><name>${xml(author)}</name></author>
${body}
</feed>
`;
}

/** An entry of data/disclosures.json as the file holds it. */
type DisclosureRecord = Omit<Disclosure, 'jsonId' | 'sizeBytes'> & { id: string };

type FeedDirs = { dataDir: string; localesDir: string; publicDir: string; siteUrl: string; buildDate?: string };

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The entries of one language: every factsheet of the record and every disclosure. */
export function feedEntries({ dataDir, localesDir, siteUrl, buildDate }: Omit<FeedDirs, 'publicDir'>, language: Language) {
  const { t, words } = quarterWordsOf(localesDir, language, ['common', 'reports', 'disclosures']);
  const { months } = readJson<PerformanceData>(path.join(dataDir, 'performance.json'));
  const published = readJson<PublishedRecord>(path.join(dataDir, 'published-months.json'));
  const errata = readJson<Erratum[]>(path.join(dataDir, 'errata.json'));
  const disclosures = readJson<DisclosureRecord[]>(path.join(dataDir, 'disclosures.json'));
  const company = readJson<{ shortName: Record<Language, string> }>(path.join(dataDir, 'company.json'));
  const today = buildDate ?? new Date().toISOString().slice(0, 10);
  const factsheets: FeedEntry[] = recordQuarters(months).map((q) => {
    const on = publishedOn(published, q.key) ?? today;
    const corrections = errataFor(errata, q, publishedOn(published, q.key));
    const link = `${siteUrl}${localizePath(`/reports/${q.key}/`, language)}`;
    return {
      id: link,
      title: t('reports:factsheet.title', { quarter: quarterLabel(q, language, words) }),
      summary: t('reports:factsheet.description', { date: monthLabel(q.month, 'end', language, words.months) }),
      link,
      published: on,
      updated: corrections.reduce((latest, e) => (e.date > latest ? e.date : latest), on),
    };
  });
  const documents: FeedEntry[] = disclosures.map((d) => {
    const link = `${siteUrl}${localizePath('/disclosures/', language)}#${d.id}`;
    return {
      id: link,
      title: d.title[language as 'fa' | 'en'],
      summary: `${t(`disclosures:types.${d.type}`)}: ${d.period[language as 'fa' | 'en']}`,
      link,
      published: d.published,
      updated: d.published,
      enclosure: {
        href: `${siteUrl}${d.file}`,
        type: MEDIA_TYPES[path.extname(d.file).toLowerCase()] ?? 'application/octet-stream',
        length: fs.statSync(path.join(dataDir, '../static', d.file)).size,
      },
    };
  });
  return {
    title: t('reports:feed.title', { companyShortName: company.shortName[language] }),
    subtitle: t('reports:feed.subtitle'),
    author: company.shortName[language],
    entries: [...factsheets, ...documents],
  };
}

/** Writes public/feed.atom and public/en/feed.atom. */
export function writeFeeds(dirs: FeedDirs): void {
  for (const language of LANGUAGES) {
    const feed = feedEntries(dirs, language);
    const file = path.join(dirs.publicDir, feedPath(language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, atomFeed({ language, siteUrl: dirs.siteUrl, ...feed }));
  }
}

const MEDIA_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
