// The web editor at /admin/: Decap CMS's standalone bundle (its own React, nothing shared with the
// site's pages) started by hand with the configuration generated from the JSON Schemas
// (gatsby/cms-config.ts, served as config.<language>.json). This file adds what Decap lacks:
// - formats that write the repository's JSON (key order, 2-space indentation, final newline);
// - fields for text in both languages side by side (Persian right to left, English left to right),
//   ISO dates checked against the calendar, and page copy typed in its own direction;
// - previews of a staff card, a licence and the returns table with its chart, in the site's colours
//   and each language's direction.
import { formatJson, LIST_FIELD, ordered, rememberKeyOrder, restoreKeyOrder } from './json-format.js';
import { registerLanguageFiles } from './copy-files.js';
import { fillMessage, monthProblems } from './months.js';
import { registerPreviews } from './previews.js';

const LANGUAGES = ['fa', 'en'];
const stored = (() => {
  try {
    return localStorage.getItem('cms-language');
  } catch {
    return null;
  }
})();
const fromUrl = new URLSearchParams(location.search).get('lang');
const UI = LANGUAGES.includes(fromUrl) ? fromUrl : LANGUAGES.includes(stored) ? stored : 'fa';
if (fromUrl && LANGUAGES.includes(fromUrl)) {
  try {
    localStorage.setItem('cms-language', fromUrl);
  } catch {
    /* private mode: the choice lasts for this visit */
  }
}
document.documentElement.lang = UI;
// The Persian interface reads right to left (admin.css mirrors what Decap lays out by hand).
document.documentElement.dir = UI === 'fa' ? 'rtl' : 'ltr';

window.CMS_MANUAL_INIT = true;

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = resolve;
    s.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(s);
  });
}

// ---------------------------------------------------------------- values (Immutable or plain)
const get = (value, key) => (value == null ? undefined : typeof value.get === 'function' ? value.get(key) : value[key]);
const toJs = (value) => (value && typeof value.toJS === 'function' ? value.toJS() : value);

// ---------------------------------------------------------------- saving in the repository's form
function registerFormats(config) {
  const { CMS } = window;
  // Page copy ({ "fa": …, "en": … }, static/admin/copy-files.js): each object's keys in the order the
  // files had them when they were read.
  CMS.registerCustomFormat('json-copy', 'json', {
    fromFile: (text) => rememberKeyOrder(JSON.parse(text)),
    toFile: (data) => formatJson(restoreKeyOrder(toJs(data))),
  });
  // Data files: keys in their schema's order (the order of the generated fields).
  for (const collection of config.collections) {
    const match = /^repo-(list|object)-(.+)$/.exec(collection.format || '');
    if (!match) continue;
    const list = match[1] === 'list';
    const fields = collection.files[0].fields;
    CMS.registerCustomFormat(collection.format, 'json', {
      fromFile: (text) => (list ? { [LIST_FIELD]: JSON.parse(text) } : JSON.parse(text)),
      toFile: (data) => {
        const plain = toJs(data) || {};
        if (list) return formatJson((plain[LIST_FIELD] || []).map((item) => ordered(item, fields[0].fields || [])));
        return formatJson(ordered(plain, fields));
      },
    });
  }
}

// ---------------------------------------------------------------- fields
const h = (...args) => window.h(...args);
const blank = (s) => typeof s !== 'string' || s.trim() === '';

function isoDateProblem(value, messages) {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return messages.format;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return messages.invalid;
  return null;
}

function registerWidgets() {
  const { CMS, createClass } = window;

  // Text in both languages, side by side: { fa, en }.
  const Localized = createClass({
    isValid() {
      const field = this.props.field;
      const v = this.props.value;
      const fa = get(v, 'fa');
      const en = get(v, 'en');
      const messages = toJs(field.get('messages')) || {};
      if (field.get('nullable') && blank(fa) && blank(en)) return true;
      if (field.get('required') === false && blank(fa) && blank(en)) return true;
      if (blank(fa)) return { error: { message: messages.fa } };
      if (blank(en)) return { error: { message: messages.en } };
      return true;
    },
    change(lang, text) {
      const v = this.props.value;
      const next = { fa: get(v, 'fa') ?? '', en: get(v, 'en') ?? '', [lang]: text };
      // Keep Decap's own value type (an Immutable map) when it gave one, so its list summaries read it.
      this.props.onChange(v && typeof v.set === 'function' ? v.set('fa', next.fa).set('en', next.en) : this.props.field.clear().set('fa', next.fa).set('en', next.en));
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
      const labels = toJs(field.get('labels')) || { fa: 'fa', en: 'en' };
      const v = this.props.value;
      const box = (lang) =>
        h('div', { key: lang },
          h('label', { htmlFor: `${forID}-${lang}` }, labels[lang]),
          h('textarea', {
            id: `${forID}-${lang}`, dir: lang === 'fa' ? 'rtl' : 'ltr', lang, rows: 1, 'data-lang': lang,
            value: get(v, lang) ?? '',
            onChange: (e) => this.change(lang, e.target.value),
            onFocus: setActiveStyle, onBlur: setInactiveStyle,
          }));
      return h('div', { className: `${classNameWrapper} cms-pair`, id: forID }, box('fa'), box('en'));
    },
  });
  CMS.registerWidget('localized', Localized, ({ value }) => h('span', null, `${get(value, 'fa') ?? ''} / ${get(value, 'en') ?? ''}`));

  // A Gregorian date as YYYY-MM-DD, refused when it is not a real day (1403/13/40, 2024-02-30).
  const IsoDate = createClass({
    isValid() {
      const field = this.props.field;
      const value = this.props.value;
      const messages = toJs(field.get('messages')) || {};
      if (blank(value)) return field.get('required') === false || field.get('nullable') ? true : { error: { message: messages.format } };
      const problem = isoDateProblem(value, messages);
      return problem ? { error: { message: problem } } : true;
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value } = this.props;
      return h('input', {
        type: 'text', id: forID, className: `${classNameWrapper} cms-date`, dir: 'ltr', inputMode: 'numeric',
        placeholder: 'YYYY-MM-DD', autoComplete: 'off', value: value ?? '',
        onChange: (e) => this.props.onChange(e.target.value.trim()),
        onFocus: setActiveStyle, onBlur: setInactiveStyle,
      });
    },
  });
  CMS.registerWidget('iso-date', IsoDate, ({ value }) => h('span', null, value ?? ''));

  // A Persian-calendar month as YYYY-MM. In the performance record's list of months (`sequence`), also the
  // month after the entry before it (static/admin/months.js): a gap, a month out of order or one already
  // in the list is refused, naming the month and the one expected.
  const PersianMonth = createClass({
    isValid() {
      const { field, value } = this.props;
      const messages = toJs(field.get('messages')) || {};
      if (blank(value) || !/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(value)) return { error: { message: messages.format } };
      const sequence = toJs(field.get('sequence'));
      if (!sequence) return true;
      const data = this.props.entry.get('data');
      const keys = (toJs(data.getIn([sequence.list])) || []).map((item) => item && item.month);
      const problems = monthProblems(keys, data.getIn(sequence.inception));
      // The widget knows its value, not its place in the list: any entry holding this month that is out of
      // place marks it (a month written twice marks both).
      const problem = keys.map((key, i) => (key === value ? problems.get(i) : undefined)).find(Boolean);
      return problem ? { error: { message: fillMessage(messages[problem.kind] || messages.format, problem) } } : true;
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value } = this.props;
      return h('input', {
        type: 'text', id: forID, className: `${classNameWrapper} cms-date`, dir: 'ltr', inputMode: 'numeric',
        placeholder: 'YYYY-MM', autoComplete: 'off', value: value ?? '',
        onChange: (e) => this.props.onChange(e.target.value.trim()),
        onFocus: setActiveStyle, onBlur: setInactiveStyle,
      });
    },
  });
  CMS.registerWidget('persian-month', PersianMonth, ({ value }) => h('span', null, value ?? ''));

  // One text of a page's copy, typed in the direction of its pane's language (Decap's `locale`).
  const CopyText = createClass({
    isValid() {
      const field = this.props.field;
      const messages = toJs(field.get('messages')) || {};
      const optional = field.get('nullable') || field.get('required') === false;
      return blank(this.props.value) && !optional ? { error: { message: messages.required } } : true;
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, field, locale } = this.props;
      return h('textarea', {
        id: forID, className: `${classNameWrapper} cms-text`, dir: locale === 'en' ? 'ltr' : 'rtl', lang: locale || 'fa', rows: 2, value: value ?? '',
        // Cleared: null where the schema allows it, left out where the key is optional (undefined is not written).
        onChange: (e) =>
          this.props.onChange(e.target.value !== '' ? e.target.value : field.get('nullable') ? null : field.get('required') === false ? undefined : ''),
        onFocus: setActiveStyle, onBlur: setInactiveStyle,
      });
    },
  });
  CMS.registerWidget('copy-text', CopyText, ({ value }) => h('span', null, value ?? ''));
}

/** Puts the configuration's corrections into Decap's phrases of the interface's language. */
function mergePhrases(into, from) {
  if (!into || !from) return;
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === 'object' && into[key] && typeof into[key] === 'object') mergePhrases(into[key], value);
    else into[key] = value;
  }
}

async function start() {
  await loadScript('jalaali.js');
  await loadScript('decap-cms.js');
  const response = await fetch(`config.${UI}.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.${UI}.json: HTTP ${response.status}`);
  const config = await response.json();
  mergePhrases(window.CMS.getLocale(UI), config.phrases);
  delete config.phrases;
  registerFormats(config);
  registerLanguageFiles(window.CMS, config);
  registerWidgets();
  registerPreviews(window.CMS);
  window.CMS.init({ config });
}

start().catch((error) => {
  document.body.textContent = `${UI === 'fa' ? 'ویرایشگر بار نشد' : 'The editor did not load'}: ${error.message}`;
});
