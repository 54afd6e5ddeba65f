/** @jest-environment node */
// The store at start: leftovers of interrupted writes removed, and the previous version's JSON-lines
// files migrated into record directories (with their résumés and idempotency keys).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEGACY_DIR, openStore, readRecords, resumePath, sha256 } from '../../server/store';
import { PDF_BYTES } from '../fixtures/resume-files';

let storeDir: string;
beforeEach(() => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-open-'));
});
afterEach(() => fs.rmSync(storeDir, { recursive: true, force: true }));

it('removes what interrupted writes left under a temporary name, and only that', async () => {
  const contactDir = path.join(storeDir, 'records/contact');
  fs.mkdirSync(path.join(contactDir, '.tmp-0000'), { recursive: true });
  fs.writeFileSync(path.join(contactDir, '.tmp-0000/record.json'), '{"id":');
  fs.mkdirSync(path.join(storeDir, 'outbox'), { recursive: true });
  fs.writeFileSync(path.join(storeDir, 'outbox/.tmp-1111'), '{');
  let removed: string[] = [];
  const first = await openStore(storeDir, (r) => (removed = r.removedLeftovers));
  expect(removed.map((p) => path.relative(storeDir, p)).sort()).toEqual(['outbox/.tmp-1111', 'records/contact/.tmp-0000']);
  const kept = await first.write({ kind: 'contact', receivedAt: new Date().toISOString(), idempotency: null, payload: { fullName: 'x' } });

  await openStore(storeDir, (r) => (removed = r.removedLeftovers));
  expect(removed).toEqual([]);
  expect(fs.readdirSync(contactDir)).toEqual([kept.id]);
  expect(fs.readdirSync(path.join(storeDir, 'outbox'))).toEqual([]);
});

it("migrates the previous version's JSON-lines files, résumés and keys, skipping a torn last line", async () => {
  const id1 = '11111111-1111-4111-8111-111111111111';
  const id2 = '22222222-2222-4222-8222-222222222222';
  fs.mkdirSync(path.join(storeDir, 'resumes'));
  fs.writeFileSync(path.join(storeDir, 'resumes/abc.pdf'), PDF_BYTES);
  fs.writeFileSync(
    path.join(storeDir, 'contact.jsonl'),
    `${JSON.stringify({ id: id1, receivedAt: '2025-01-01T10:00:00.000Z', idempotencyKey: 'k-old', payload: { fullName: 'سارا' } })}\n{"id":"torn`,
  );
  fs.writeFileSync(
    path.join(storeDir, 'job-applications.jsonl'),
    `${JSON.stringify({ id: id2, receivedAt: '2025-01-02T10:00:00.000Z', idempotencyKey: null, payload: { firstName: 'علی', resume: { fileName: 'cv.pdf', contentType: 'application/pdf', size: PDF_BYTES.length, storedAs: 'resumes/abc.pdf' } } })}\n`,
  );

  let migrated = 0;
  await openStore(storeDir, (r) => (migrated = r.migrated));
  expect(migrated).toBe(2);
  const [contact] = await readRecords(storeDir, 'contact');
  expect(contact).toEqual({
    id: id1,
    kind: 'contact',
    receivedAt: '2025-01-01T10:00:00.000Z',
    idempotency: { keyHash: sha256('contact\nk-old'), bodyHash: null },
    payload: { fullName: 'سارا' },
  });
  const [job] = await readRecords(storeDir, 'job-applications');
  expect(job.payload.resume).toEqual({ fileName: 'cv.pdf', contentType: 'application/pdf', size: PDF_BYTES.length, storedAs: 'resume.pdf' });
  expect(Buffer.compare(fs.readFileSync(resumePath(storeDir, job)!), Buffer.from(PDF_BYTES))).toBe(0);
  expect(fs.readdirSync(path.join(storeDir, LEGACY_DIR)).sort()).toEqual(['contact.jsonl', 'job-applications.jsonl', 'resumes']);
  expect(fs.existsSync(path.join(storeDir, 'contact.jsonl'))).toBe(false);

  // A second start finds nothing more to migrate.
  await openStore(storeDir, (r) => (migrated = r.migrated));
  expect(migrated).toBe(0);
  expect(await readRecords(storeDir, 'contact')).toHaveLength(1);
});
