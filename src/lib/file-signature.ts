// Résumé file types recognised by their first bytes ("magic numbers"), shared by the browser and the server.

export type FileKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

/** 2 MB before base64 encoding: the JobApplication call's limit for `resume` (docs/decisions.md, "Forms"). */
export const MAX_RESUME_BYTES = 2 * 1024 * 1024;

/** The content type sent and stored for each kind; the server trusts these, not the browser's guess. */
export const CONTENT_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** File-name extensions accepted for each kind (lower case, without the dot). */
export const EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
};

/** Value for an <input type="file" accept>: extensions and content types together. */
export const RESUME_ACCEPT = [
  ...Object.values(EXTENSIONS)
    .flat()
    .map((e) => `.${e}`),
  ...Object.values(CONTENT_TYPES),
].join(',');

/** How many leading bytes a caller should read for detectFileType to decide (covers DOCX's first entries). */
export const SIGNATURE_HEAD_BYTES = 64 * 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02]; // PK\x01\x02
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function matchesAt(bytes: Uint8Array, offset: number, pattern: readonly number[]): boolean {
  if (offset < 0 || offset + pattern.length > bytes.length) return false;
  return pattern.every((b, i) => bytes[offset + i] === b);
}

function uint16At(bytes: Uint8Array, offset: number): number {
  return bytes[offset] | (bytes[offset + 1] << 8);
}

/**
 * Names of the ZIP entries whose headers lie in these bytes. Names sit in the local headers (name at
 * +30) at the start and again in the central directory (name at +46) at the end, so scanning both kinds
 * of header works for a whole file and for just its head (and tail).
 */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 1) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue;
    let nameAt = -1;
    let lengthAt = -1;
    if (matchesAt(bytes, i, ZIP_LOCAL)) {
      nameAt = i + 30;
      lengthAt = i + 26;
    } else if (matchesAt(bytes, i, ZIP_CENTRAL)) {
      nameAt = i + 46;
      lengthAt = i + 28;
    } else continue;
    if (lengthAt + 2 > bytes.length) continue;
    const nameLength = uint16At(bytes, lengthAt);
    // A name cut off by the end of a partial read is kept as far as it goes.
    if (nameAt >= bytes.length) continue;
    names.push(String.fromCharCode(...bytes.subarray(nameAt, Math.min(nameAt + nameLength, bytes.length))));
  }
  return names;
}

/** A DOCX is a ZIP whose entries include "word/…"; a plain ZIP or an XLSX ("xl/…") is refused. */
function zipHasWordEntry(bytes: Uint8Array): boolean {
  return zipEntryNames(bytes).some((name) => name.startsWith('word/'));
}

/** Whether `needle` (Latin-1, or UTF-16LE when `wide`) occurs anywhere in the bytes. */
function containsText(bytes: Uint8Array, needle: string, wide = false): boolean {
  const pattern = wide ? Array.from(needle, (c) => [c.charCodeAt(0), 0]).flat() : Array.from(needle, (c) => c.charCodeAt(0));
  for (let i = bytes.indexOf(pattern[0]); i >= 0 && i + pattern.length <= bytes.length; i = bytes.indexOf(pattern[0], i + 1)) {
    if (matchesAt(bytes, i, pattern)) return true;
  }
  return false;
}

/**
 * Whether an Office file carries macros, whatever its name says: a macro-enabled Word file (.docm,
 * or one renamed .docx) keeps its VBA in a ZIP entry named vbaProject.bin (entry names are never
 * compressed, so they show in the bytes as they are) and declares a "macroEnabled" content type; an
 * old binary .doc keeps it in an OLE stream named _VBA_PROJECT (UTF-16 in the directory). For a
 * partial read (the browser reads a file's head and tail) the central directory at the end lists
 * every entry name.
 */
export function hasOfficeMacros(bytes: Uint8Array): boolean {
  if (matchesAt(bytes, 0, ZIP_LOCAL)) {
    if (zipEntryNames(bytes).some((name) => /(^|\/)(vbaProject\.bin|vbaData\.xml)$/i.test(name))) return true;
    return containsText(bytes, 'macroEnabled');
  }
  if (matchesAt(bytes, 0, OLE)) return containsText(bytes, '_VBA_PROJECT', true);
  return false;
}

/** The kind of file these bytes start with, or null when it is none of the résumé types. */
export function detectFileType(bytes: Uint8Array): FileKind | null {
  if (matchesAt(bytes, 0, PDF)) return 'pdf';
  if (matchesAt(bytes, 0, OLE)) return 'doc';
  if (matchesAt(bytes, 0, PNG)) return 'png';
  if (matchesAt(bytes, 0, JPEG)) return 'jpeg';
  if (matchesAt(bytes, 0, ZIP_LOCAL)) return zipHasWordEntry(bytes) ? 'docx' : null;
  return null;
}

/** The kind whose content type this is, or null. */
export function kindOfContentType(contentType: string): FileKind | null {
  const wanted = contentType.trim().toLowerCase();
  const found = (Object.keys(CONTENT_TYPES) as FileKind[]).find((k) => CONTENT_TYPES[k] === wanted);
  return found ?? null;
}

/** The kind this file name's extension claims, or null (no extension, or not a résumé type). */
export function kindOfFileName(fileName: string): FileKind | null {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  const found = (Object.keys(EXTENSIONS) as FileKind[]).find((k) => EXTENSIONS[k].includes(ext));
  return found ?? null;
}
