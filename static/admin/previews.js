// Previews beside the editor's form, drawn like the site: its colours (the site's own stylesheet,
// src/styles/global.css, served as site.css), its card, table and chart shapes (preview.css), and
// each language in its direction (Persian right to left with Persian digits, English left to right).
// Plain functions of the entry being edited; nothing here is part of the public pages.
const h = (...args) => window.h(...args);
const LANGS = [
  { lang: 'fa', dir: 'rtl' },
  { lang: 'en', dir: 'ltr' },
];
const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
export const digits = (text, lang) => (lang === 'fa' ? String(text).replace(/[0-9]/g, (d) => FA_DIGITS[d]).replace(/\./g, '٫') : String(text));
export const percent = (fraction, lang) => {
  const value = Math.round(fraction * 1000) / 10;
  return lang === 'fa' ? `${digits(value.toFixed(1), 'fa')}٪` : `${value.toFixed(1)}%`;
};
/** An ISO date as the site shows it: Persian calendar with Persian digits on Persian pages. */
export function showDate(iso, lang) {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(iso || '');
  if (!match) return iso || '';
  if (lang !== 'fa' || !window.jalaali) return iso;
  const { jy, jm, jd } = window.jalaali.toJalaali(Number(match[1]), Number(match[2]), Number(match[3]));
  return digits(`${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`, 'fa');
}
const js = (value) => (value && typeof value.toJS === 'function' ? value.toJS() : value);
const items = (entry) => js(entry.getIn(['data', 'items'])) || [];
const text = (localized, lang) => (localized && localized[lang]) || '';

function bothLanguages(render) {
  return h('div', { className: 'pv-both' }, ...LANGS.map(({ lang, dir }) => h('section', { key: lang, lang, dir, className: 'pv-lang' }, render(lang))));
}

function initials(name) {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]).join('\u200c');
}

/** The generated field at `path` (names from the top of the file). */
function fieldAt(fields, path) {
  let list = js(fields) || [];
  let field;
  for (const name of path) {
    field = list.find((f) => f.name === name);
    list = (field && field.fields) || [];
  }
  return field || {};
}
/** Labels of a select field's values in one language (option_labels in the generated configuration). */
const optionLabels = (fields, path, lang) => (fieldAt(fields, path).option_labels || {})[lang] || {};
/** A field's title in one language, from its schema (titles in the generated configuration). */
const titleOf = (fields, path, lang) => (fieldAt(fields, path).titles || {})[lang] || path[path.length - 1];

function StaffPreview({ entry, fields }) {
  const people = items(entry).slice().sort((a, b) => (a.group === b.group ? a.order - b.order : a.group === 'board' ? -1 : 1));
  return bothLanguages((lang) => {
    const qualification = optionLabels(fields, ['items', 'qualifications'], lang);
    return h('div', { className: 'pv-grid' },
      ...people.map((m, i) =>
        h('article', { key: i, className: 'pv-card' },
          h('div', { className: 'pv-avatar', 'aria-hidden': 'true' }, initials(text(m.name, lang))),
          h('h2', null, text(m.name, lang)),
          h('p', { className: 'pv-role' }, text(m.role, lang)),
          h('dl', null,
            h('dd', null, text(m.education, lang)),
            m.qualifications && m.qualifications.length ? h('dd', null, h('ul', null, ...m.qualifications.map((q) => h('li', { key: q }, qualification[q] || q)))) : null,
            h('dd', null, text(m.bio, lang))))));
  });
}

function LicencePreview({ entry, getAsset }) {
  return bothLanguages((lang) =>
    h('div', { className: 'pv-grid' },
      ...items(entry).map((l, i) => {
        const asset = l.image ? getAsset(l.image) : null;
        return h('article', { key: i, className: 'pv-card pv-licence' },
          asset ? h('img', { src: String(asset), alt: text(l.imageAlt, lang), loading: 'lazy' }) : null,
          h('h2', null, text(l.title, lang)),
          h('p', { className: 'pv-role' }, text(l.issuer, lang)),
          h('p', null, digits(l.number || '', lang)),
          h('p', { className: 'pv-muted' }, `${showDate(l.issuedOn, lang)}${l.validUntil ? ` – ${showDate(l.validUntil, lang)}` : ''}`));
      })));
}

const W = 640;
const H = 300;
const M = { top: 16, bottom: 36, axis: 56, far: 12 };

export function chartGeometry(periods) {
  const values = periods.flatMap((p) => [Number(p.grossReturn) || 0, Number(p.indexYield) || 0]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (v) => M.top + ((max - v) / span) * (H - M.top - M.bottom);
  const band = (W - M.axis - M.far) / Math.max(periods.length, 1);
  return { y, band, zero: y(0), max, min };
}

function ReturnsChart(periods, lang, rtl) {
  const { y, band, zero } = chartGeometry(periods);
  const bar = band * 0.34;
  // Time runs left to right in both languages, as on the site (src/components/efficiency/chart-frame.tsx).
  const left = rtl ? M.far : M.axis;
  const x0 = (i) => left + i * band;
  return h('svg', { viewBox: `0 0 ${W} ${H}`, className: 'pv-chart', 'aria-hidden': 'true' },
    h('line', { x1: rtl ? M.far : M.axis, x2: rtl ? W - M.axis : W - M.far, y1: zero, y2: zero, className: 'zero' }),
    ...periods.flatMap((p, i) => {
      const x = x0(i) + band * 0.14;
      const g = Number(p.grossReturn) || 0;
      const ix = Number(p.indexYield) || 0;
      const first = { v: g, c: 'portfolio' };
      const second = { v: ix, c: 'index' };
      return [
        h('rect', { key: `a${i}`, className: first.c, x, width: bar, y: Math.min(y(first.v), zero), height: Math.abs(zero - y(first.v)) }),
        h('rect', { key: `b${i}`, className: second.c, x: x + bar, width: bar, y: Math.min(y(second.v), zero), height: Math.abs(zero - y(second.v)) }),
        h('text', { key: `t${i}`, x: x + bar, y: H - 12, textAnchor: 'middle' }, text(p.label, lang)),
      ];
    }));
}

/** Each Persian-calendar year's compounded return from the monthly record (composite and benchmark). */
export function yearlyReturns(months) {
  const years = new Map();
  for (const m of months) {
    const year = String(m.month || '').slice(0, 4);
    if (!/^[0-9]{4}$/.test(year)) continue;
    const y = years.get(year) || { year, composite: 1, benchmark: 1, months: 0 };
    y.composite *= 1 + (Number(m.composite) || 0);
    y.benchmark *= 1 + (Number(m.benchmark) || 0);
    y.months += 1;
    years.set(year, y);
  }
  return [...years.values()].map((y) => ({ ...y, composite: y.composite - 1, benchmark: y.benchmark - 1 }));
}

function PerformancePreview({ entry, fields }) {
  const months = js(entry.getIn(['data', 'months'])) || [];
  const periods = yearlyReturns(months).map((y) => ({ label: { fa: digits(y.year + (y.months < 12 ? ` (${y.months}/12)` : ''), 'fa'), en: y.year + (y.months < 12 ? ` (${y.months}/12)` : '') }, grossReturn: y.composite, indexYield: y.benchmark }));
  return bothLanguages((lang) => {
    const fa = lang === 'fa';
    const gross = titleOf(fields, ['months', 'composite'], lang);
    const index = titleOf(fields, ['months', 'benchmark'], lang);
    const period = titleOf(fields, ['years', 'year'], lang);
    return h('div', null,
      h('div', { className: 'pv-legend' }, h('span', { className: 'portfolio' }, gross), h('span', { className: 'index' }, index)),
      ReturnsChart(periods, lang, fa),
      h('table', { className: 'pv-table' },
        h('thead', null, h('tr', null, h('th', null, period), h('th', null, gross), h('th', null, index))),
        h('tbody', null, ...periods.map((p, i) => h('tr', { key: i }, h('th', { scope: 'row' }, text(p.label, lang)), h('td', null, percent(p.grossReturn, lang)), h('td', null, percent(p.indexYield, lang)))))));
  });
}

export function registerPreviews(CMS) {
  CMS.registerPreviewStyle('fonts.css');
  CMS.registerPreviewStyle('site.css');
  CMS.registerPreviewStyle('preview.css');
  CMS.registerPreviewTemplate('staff', StaffPreview);
  CMS.registerPreviewTemplate('licences', LicencePreview);
  CMS.registerPreviewTemplate('performance', PerformancePreview);
}
