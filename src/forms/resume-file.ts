// The résumé a visitor picks, in the browser: checked by name, size and first bytes before it is read,
// then read and encoded as the payload's `resume` (the shared schema checks it again, in the server too).
import { CONTENT_TYPES, detectFileType, kindOfFileName, MAX_RESUME_BYTES, SIGNATURE_HEAD_BYTES } from '../lib/file-signature';
import { cleanLine, FIELD_LIMITS, maxLength, message, type FormMessage, type ResumePayload } from './schemas';

/**
 * Checks a file the visitor picked before it is read and encoded (browser side): `headBytes` are its
 * first SIGNATURE_HEAD_BYTES (or all of it). Returns the failing rule as a FormMessage (its `key` is
 * the rule, e.g. 'errors.fileSize'), or null. `file.type` is not trusted: browsers report '' or
 * guesses for .doc/.docx depending on the installed software, so the bytes decide the content type.
 */
export function validateJobApplicationFile(file: { name: string; type: string; size: number }, headBytes: Uint8Array): FormMessage | null {
  const nameKind = kindOfFileName(file.name);
  if (nameKind === null) return message('errors.fileType');
  if (file.name.length > FIELD_LIMITS.job.resumeFileName) return maxLength(FIELD_LIMITS.job.resumeFileName);
  if (file.size === 0) return message('errors.fileEmpty');
  if (file.size > MAX_RESUME_BYTES) return message('errors.fileSize', { maxMb: MAX_RESUME_BYTES / 1024 / 1024 });
  if (detectFileType(headBytes) !== nameKind) return message('errors.fileSignature');
  return null;
}

/** Base64 of bytes without a data: URL prefix, in chunks so String.fromCharCode never overflows the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Reads a picked File into the payload's résumé object, or returns the rule it breaks. The content
 * type comes from the bytes' signature, never from the browser.
 */
export async function readResumeFile(file: Blob & { name: string }): Promise<{ resume: ResumePayload; error: null } | { resume: null; error: FormMessage }> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_HEAD_BYTES).arrayBuffer());
  const error = validateJobApplicationFile(file, head);
  if (error) return { resume: null, error };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileType(bytes);
  if (kind === null) return { resume: null, error: message('errors.fileSignature') };
  return {
    resume: { fileName: cleanLine(file.name), contentType: CONTENT_TYPES[kind], size: bytes.length, base64: bytesToBase64(bytes) },
    error: null,
  };
}
