// Text colour contrast measured in the page, a second opinion beside axe's color-contrast rule, which
// leaves out much Persian text (joined Arabic-script letters end up "incomplete", not checked).
// For every visible element with its own text: the text colour, composited over the backgrounds
// beneath it (its own and its ancestors', down to the first opaque one; a gradient counts by its
// worst colour stop), against WCAG 2 contrast: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
// Colours are read through a canvas, so any CSS colour syntax works. Text over a picture cannot be
// measured this way and is listed apart ("unmeasured") for the caller to judge.
import type { Page } from 'playwright-core';

export type ContrastFinding = { text: string; selector: string; ratio: number; required: number; fg: string; bg: string };
export type ContrastReport = { checked: number; failures: ContrastFinding[]; unmeasured: string[] };

// Plain JavaScript, evaluated as a string: functions compiled by tsx may carry helpers (__name)
// that do not exist in the page.
const SCRIPT = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const cache = new Map();
  const rgba = (css) => {
    if (cache.has(css)) return cache.get(css);
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = 'rgba(0, 0, 0, 0)';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    // getImageData un-premultiplies; fully transparent pixels lose their colour, which is fine.
    const value = [r, g, b, a / 255];
    cache.set(css, value);
    return value;
  };
  const over = (top, bottom) => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]) => {
    const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const show = (c) => 'rgb(' + c.slice(0, 3).map((v) => Math.round(v)).join(',') + ')';
  const selectorOf = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      let s = e.localName;
      if (e.id) { parts.unshift(s + '#' + e.id); break; }
      const cls = [...e.classList].filter((c) => !/^sc-/.test(c)).slice(0, 2);
      if (cls.length) s += '.' + cls.join('.');
      parts.unshift(s);
    }
    return parts.join(' > ');
  };
  const hidden = (el) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return true;
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.clip && s.clip !== 'auto') return true; // visually hidden text (screen readers only)
      if (s.clipPath && /inset\\(50%\\)/.test(s.clipPath)) return true;
    }
    return false;
  };
  // Background candidates beneath el: a list of colour options (a gradient gives several), top first.
  const backgrounds = (el) => {
    const layers = [];
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      opacity *= Number(s.opacity);
      if (s.backgroundImage && s.backgroundImage !== 'none') {
        if (/url\\(/.test(s.backgroundImage)) return { picture: true };
        const stops = s.backgroundImage.match(/(rgba?|hsla?|color|oklch|oklab|lab|lch)\\([^)]*\\)|#[0-9a-f]{3,8}\\b/gi) || [];
        if (stops.length) layers.push(stops.map(rgba));
      }
      const bg = rgba(s.backgroundColor);
      if (bg[3] > 0) layers.push([bg]);
      if (bg[3] >= 1) return { layers, opacity };
    }
    layers.push([[255, 255, 255, 1]]); // the canvas behind an untinted page
    return { layers, opacity };
  };
  const failures = [];
  const unmeasured = [];
  let checked = 0;
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || seen.has(el) || !node.textContent.trim()) continue;
    seen.add(el);
    if (/^(script|style|noscript|template|option)$/.test(el.localName) || el.closest('[disabled],[aria-disabled="true"]')) continue;
    if (hidden(el)) continue;
    const s = getComputedStyle(el);
    const fg0 = rgba(s.color);
    if (fg0[3] === 0) continue; // text painted another way (background-clip: text)
    const { layers, opacity, picture } = backgrounds(el);
    const text = node.textContent.trim().slice(0, 40);
    if (picture) { unmeasured.push(selectorOf(el) + ' "' + text + '"'); continue; }
    // Every combination of gradient stops, composited bottom-up; keep the worst.
    let worst = null;
    const combine = (i, below) => {
      if (i < 0) {
        const fg = over([fg0[0], fg0[1], fg0[2], fg0[3] * opacity], below);
        const r = ratio(fg, below);
        if (!worst || r < worst.r) worst = { r, fg, bg: below };
        return;
      }
      for (const option of layers[i]) combine(i - 1, over(option, below));
    };
    combine(layers.length - 1, [255, 255, 255, 1]);
    checked += 1;
    const size = parseFloat(s.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
    const required = large ? 3 : 4.5;
    if (worst.r + 1e-6 < required) failures.push({ text, selector: selectorOf(el), ratio: Math.round(worst.r * 100) / 100, required, fg: show(worst.fg), bg: show(worst.bg) });
  }
  return { checked, failures, unmeasured };
})()`;

export async function measureTextContrast(page: Page): Promise<ContrastReport> {
  return (await page.evaluate(SCRIPT)) as ContrastReport;
}

/** One line per failure: the ratio against the one required, the text, its colours and where it is. */
export function describeContrast(failures: ContrastFinding[]): string[] {
  return failures.map((f) => `contrast ${f.ratio} < ${f.required}: "${f.text}" ${f.fg} on ${f.bg} (${f.selector})`);
}
