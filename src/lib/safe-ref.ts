// Allowlist for the `ref` return path: only same-site paths are ever put in or honoured from it.

const FALLBACK = '/';
const MAX_LENGTH = 2048;
// Raw whitespace (incl. Unicode spaces and BOM), control characters and backslashes never appear
// in a path taken from `location`; browsers strip or reinterpret them, so `/\evil` or `/\t/evil` can
// become `//evil` (a protocol-relative URL to another host).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_RAW = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff\\]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// After decoding: a second slash or a backslash (or whitespace before one) right after the first slash.
const HOST_LIKE = /^\/[\s\\/]/;
const PROBE_ORIGIN = 'https://same-site.invalid';

function decodeLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  // Percent-encoding can be stacked (%252F → %2F → /); decode until stable, a few layers at most.
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  return null;
}

/** Returns `value` when it is a same-site path starting with a single '/', otherwise `fallback`. */
export function safeRef(value: unknown, fallback: string = FALLBACK): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || UNSAFE_RAW.test(value) || HOST_LIKE.test(value)) return fallback;
  const layers = decodeLayers(value);
  if (!layers) return fallback;
  for (const layer of layers) {
    if (CONTROL.test(layer) || HOST_LIKE.test(layer) || !layer.startsWith('/')) return fallback;
  }
  try {
    // Final check with the browser's own parser: the path must resolve to the page's origin.
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
