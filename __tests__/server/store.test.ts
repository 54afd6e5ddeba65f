/** @jest-environment node */
// The store at start: leftovers of interrupted writes removed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../../server/store';

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
