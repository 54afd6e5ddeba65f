// Previews beside the editor's form, drawn like the site: its words (src/admin/site-words.ts), its
// figures and dates (src/lib: the performance record's annual rows, percentages, Persian-calendar dates,
// Persian digits, a licence's status), its colours (the site's stylesheet, served as site.css) and its
// card, table and chart shapes (preview.css), each language in its direction. Presenters of plain data:
// the templates registered with Decap turn its entry into that data first.
import React, { type ReactElement, type ReactNode } from 'react';
import { parseIsoDate, parseJalaliMonth } from '../lib/dates';
import { localizeDigits } from '../lib/digits';
import { formatDate, formatPercent, PERCENT_DECIMALS, yearLabel } from '../lib/format';
import { initialsOf } from '../lib/initials';
import { STUB_MARK } from '../lib/table-marks';
import { licenceStatus } from '../lib/licence-status';
import { annualRows, type PerformanceMonth, type PerformanceYear } from '../lib/performance';
import { monthLabel, periodsOf, type ReturnsPeriod } from '../lib/performance-labels';
import { chartFrame } from '../lib/chart-geometry';
import { EDITOR_LANGUAGES, LIST_FIELD, type UiLocale } from './contract';
import { plain, type Decap, type PreviewProps } from './decap';
import { siteWords } from './site-words';

type Localized = { fa?: string; en?: string };
const text = (value: Localized | null | undefined, lang: UiLocale) => value?.[lang] ?? '';

/** Each language once, in its direction: Persian first; in the site's light theme, as most maintainers read the site. */
function BothLanguages({ children }: { children: (lang: UiLocale) => ReactNode }) {
  // The preview pane is a document of its own: its root takes the theme the site's stylesheet keys on
  // (a ref callback: the editor's bundle has Decap's createElement, not React's hooks).
  const lightTheme = (element: HTMLDivElement | null) => element?.ownerDocument.documentElement.setAttribute('data-theme', 'light');
  return (
    <div className="pv-both" ref={lightTheme}>
      {EDITOR_LANGUAGES.map((lang) => (
        <section key={lang} lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'} className="pv-lang">
          {children(lang)}
        </section>
      ))}
    </div>
  );
}

export type StaffEntry = {
  id?: string;
  group?: string;
  order?: number;
  name?: Localized;
  role?: Localized;
  education?: Localized;
  bio?: Localized;
  qualifications?: string[];
};

/** The board, then the managers, each in its order, as /directors/ and /managers/ show them. */
export function StaffPreview({ members }: { members: readonly StaffEntry[] }) {
  const sorted = [...members].sort((a, b) => (a.group === b.group ? (a.order ?? 0) - (b.order ?? 0) : a.group === 'board' ? -1 : 1));
  return (
    <BothLanguages>
      {(lang) => {
        const words = siteWords(lang);
        const labels = words.object<Record<string, string>>('staff:labels');
        const qualifications = words.object<Record<string, string>>('staff:qualifications');
        return (
          <div className="pv-grid">
            {sorted.map((m, i) => (
              <article key={m.id ?? i} className="pv-card">
                <div className="pv-avatar" aria-hidden="true">
                  {initialsOf(text(m.name, lang)).map((letter, n) => (
                    <span key={n}>{letter}</span>
                  ))}
                </div>
                <h2>{text(m.name, lang)}</h2>
                <p className="pv-role">{text(m.role, lang)}</p>
                <dl>
                  <dt>{labels.education}</dt>
                  <dd>{text(m.education, lang)}</dd>
                  {m.qualifications?.length ? (
                    <>
                      <dt>{labels.qualifications}</dt>
                      <dd>
                        <ul>
                          {m.qualifications.map((q) => (
                            <li key={q}>{qualifications[q] ?? q}</li>
                          ))}
                        </ul>
                      </dd>
                    </>
                  ) : null}
                  <dd>{text(m.bio, lang)}</dd>
                </dl>
              </article>
            ))}
          </div>
        );
      }}
    </BothLanguages>
  );
}

export type LicenceEntry = {
  id?: string;
  title?: Localized;
  issuer?: Localized;
  number?: string;
  issuedOn?: string;
  validUntil?: string | null;
  image?: string;
  imageAlt?: Localized;
};

/** A date as the site shows it (Persian calendar on Persian pages); a date not yet complete, as typed. */
function showDate(iso: string | null | undefined, lang: UiLocale, months: readonly string[]): string {
  if (!iso) return '';
  return parseIsoDate(iso) ? formatDate(iso, lang, months) : iso;
}

/** The licences as /certificate/ shows them, judged against `today` (the site judges against its build date). */
export function LicencePreview({ licences, today, imageUrl }: { licences: readonly LicenceEntry[]; today: string; imageUrl: (path: string) => string | null }) {
  return (
    <BothLanguages>
      {(lang) => {
        const words = siteWords(lang);
        const labels = words.object<Record<string, string>>('certificate:labels');
        const months = words.object<string[]>('common:calendar.months');
        return (
          <div className="pv-grid">
            {licences.map((l, i) => {
              const status = licenceStatus(l.validUntil || null, today);
              const src = l.image ? imageUrl(l.image) : null;
              return (
                <article key={l.id ?? i} className="pv-card pv-licence" data-status={status}>
                  {src ? <img src={src} alt={text(l.imageAlt, lang)} loading="lazy" /> : null}
                  <h2>{text(l.title, lang)}</h2>
                  {status === 'expired' ? <p className="pv-expired">{labels.expired}</p> : null}
                  <dl>
                    <dt>{labels.issuer}</dt>
                    <dd>{text(l.issuer, lang)}</dd>
                    <dt>{labels.number}</dt>
                    <dd>{localizeDigits(l.number ?? '', lang)}</dd>
                    <dt>{labels.issuedOn}</dt>
                    <dd>{showDate(l.issuedOn, lang, months)}</dd>
                    <dt>{status === 'expired' ? labels.expiredOn : labels.validUntil}</dt>
                    <dd>{l.validUntil ? showDate(l.validUntil, lang, months) : labels.noExpiry}</dd>
                  </dl>
                </article>
              );
            })}
          </div>
        );
      }}
    </BothLanguages>
  );
}

export type PerformanceEntry = { months?: Partial<PerformanceMonth>[]; years?: Partial<PerformanceYear>[] };

/** The months and years being edited that are complete enough to count (a new row is typed one box at a time). */
export function recordOf(entry: PerformanceEntry): { months: PerformanceMonth[]; years: PerformanceYear[] } {
  const months = (entry.months ?? [])
    .filter((m) => parseJalaliMonth(m.month))
    .map((m) => ({ month: m.month as string, composite: Number(m.composite) || 0, benchmark: Number(m.benchmark) || 0 }));
  const years = (entry.years ?? [])
    .filter((y) => Number.isInteger(y.year))
    .map((y) => ({
      year: y.year as number,
      portfolios: Number(y.portfolios) || 0,
      compositeAssets: Number(y.compositeAssets) || 0,
      firmAssets: Number(y.firmAssets) || 0,
      dispersion: y.dispersion ?? null,
    }));
  return { months, years };
}

const W = 640;
const H = 300;
const M = { top: 16, bottom: 36, axis: 24, far: 24 };

/** The annual bars, the portfolio's return beside the index's, per year, time left to right as on the site. */
function ReturnsBars({ periods, language }: { periods: readonly ReturnsPeriod[]; language: UiLocale }) {
  const values = periods.flatMap((p) => [p.grossReturn, p.indexYield]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const y = (v: number) => M.top + ((max - v) / (max - min || 1)) * (H - M.top - M.bottom);
  const frame = chartFrame(W, H, M, language === 'fa');
  const band = (frame.right - frame.left) / Math.max(periods.length, 1);
  const bar = band * 0.34;
  const left = (i: number) => frame.left + i * band + band * 0.16;
  const rect = (v: number, x: number, series: string) => (
    <rect className={series} data-series={series} data-value={v} x={x} width={bar} y={Math.min(y(v), y(0))} height={Math.abs(y(0) - y(v))} />
  );
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="pv-chart" aria-hidden="true">
      <line className="zero" x1={frame.left} x2={frame.right} y1={y(0)} y2={y(0)} />
      {periods.map((p, i) => {
        const [first, second] = ['portfolio', 'index'] as const;
        const value = (s: 'portfolio' | 'index') => (s === 'portfolio' ? p.grossReturn : p.indexYield);
        return (
          <g key={p.id} data-year={p.id}>
            {rect(value(first), left(i), first)}
            {rect(value(second), left(i) + bar, second)}
            <text x={left(i) + bar} y={H - 12} textAnchor="middle">
              {localizeDigits(p.label, language)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Each Persian-calendar year's return and the index's, as /calculation/ shows them (table and note) and /efficiency/ draws them. */
export function PerformancePreview({ record }: { record: PerformanceEntry }) {
  const rows = annualRows(recordOf(record));
  const stub = rows.find((r) => r.stub);
  return (
    <BothLanguages>
      {(lang) => {
        const words = siteWords(lang);
        const periods = periodsOf(rows, lang, STUB_MARK);
        const months = words.object<string[]>('common:calendar.months');
        return (
          <div>
            <div className="pv-legend">
              <span className="portfolio">{words.text('calculation:table.grossReturn')}</span>
              <span className="index">{words.text('calculation:table.indexYield')}</span>
            </div>
            <ReturnsBars periods={periods} language={lang} />
            <table className="pv-table">
              <caption>{words.text('calculation:table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.text('calculation:table.period')}</th>
                  <th scope="col">{words.text('calculation:table.grossReturn')}</th>
                  <th scope="col">{words.text('calculation:table.indexYield')}</th>
                </tr>
              </thead>
              <tbody>
                {periods.map((p) => (
                  <tr key={p.id} data-year={p.id}>
                    <th scope="row">{localizeDigits(p.label, lang)}</th>
                    <td>{formatPercent(p.grossReturn, lang, PERCENT_DECIMALS)}</td>
                    <td>{formatPercent(p.indexYield, lang, PERCENT_DECIMALS)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {stub ? (
              <p className="pv-muted">
                {words.text('calculation:table.stubNote', {
                  mark: STUB_MARK,
                  year: yearLabel(stub.year, lang),
                  from: monthLabel(stub.firstMonth, 'start', lang, months),
                  to: monthLabel(stub.lastMonth, 'end', lang, months),
                })}
              </p>
            ) : null}
          </div>
        );
      }}
    </BothLanguages>
  );
}

/** The entry's data as plain JSON. */
const dataOf = <T,>(props: PreviewProps): T => plain<T>(props.entry.getIn(['data'])) ?? ({} as T);
const listOf = <T,>(props: PreviewProps): T[] => dataOf<Record<string, T[] | undefined>>(props)[LIST_FIELD] ?? [];
const today = () => new Date().toISOString().slice(0, 10);

/** The templates Decap shows beside each collection's form (by collection name), and their styles. */
export const PREVIEWS: Record<string, (props: PreviewProps) => ReactElement> = {
  staff: (props) => <StaffPreview members={listOf<StaffEntry>(props)} />,
  licences: (props) => (
    <LicencePreview
      licences={listOf<LicenceEntry>(props)}
      today={today()}
      imageUrl={(path) => {
        const asset = props.getAsset(path);
        return asset ? String(asset) : null;
      }}
    />
  ),
  performance: (props) => <PerformancePreview record={dataOf<PerformanceEntry>(props)} />,
};

export const PREVIEW_STYLES = ['fonts.css', 'site.css', 'preview.css'];

export function registerPreviews(cms: Decap): void {
  for (const href of PREVIEW_STYLES) cms.registerPreviewStyle(href);
  for (const [collection, template] of Object.entries(PREVIEWS)) cms.registerPreviewTemplate(collection, template);
}
