/** @jest-environment node */
// The store on its own: the layout by kind and day, leftovers of interrupted writes removed at start,
// records read newest first one at a time (with since and limit), purge by whole days and by record,
// and a store that cannot be written opening all the same.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newRecordId } from '../../server/record-id';
import { openStore, purgeRecords, records, recordDir, type Store } from '../../server/store';
import { leftovers } from '../utils/server-process';

let storeDir: string;
let store: Store;
beforeEach(async () => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-open-'));
  store = await openStore(storeDir);
});
afterEach(() => fs.rmSync(storeDir, { recursive: true, force: true }));

const write = (kind: 'contact' | 'job', iso: string) => store.write({ kind, receivedAt: iso, idempotency: null, payload: { at: iso } });

it('keeps each record in its kind and UTC day, under an id that sorts by time', async () => {
  const a = await write('contact', '2025-06-15T23:59:59.999Z');
  const b = await write('job', '2025-06-16T00:00:00.000Z');
  expect(recordDir(storeDir, 'contact', a.id)).toBe(path.join(storeDir, 'records/contact/2025-06-15', a.id));
  expect(fs.readdirSync(path.join(storeDir, 'records/job/2025-06-16'))).toEqual([b.id]);
  expect(a.id < b.id).toBe(true);
});

it('removes what interrupted writes left, and only that', async () => {
  fs.mkdirSync(path.join(storeDir, 'tmp', newRecordId(new Date())), { recursive: true });
  fs.writeFileSync(path.join(storeDir, 'outbox/.tmp-1111'), '{');
  const kept = await write('contact', new Date().toISOString());
  let removed: string[] = [];
  await openStore(storeDir, (r) => (removed = r.removedLeftovers));
  expect(removed).toHaveLength(2);
  expect(leftovers(storeDir)).toEqual([]);
  expect(fs.existsSync(recordDir(storeDir, 'contact', kept.id))).toBe(true);
});

describe('reading records', () => {
  it('yields them newest first across kinds and days, stopping at since and at limit', async () => {
    const times = ['2025-06-14T10:00:00Z', '2025-06-15T09:00:00Z', '2025-06-15T11:00:00Z', '2025-06-16T08:00:00Z'];
    const written = [await write('contact', times[0]), await write('job', times[1]), await write('contact', times[2]), await write('job', times[3])];
    const ids = async (query: Parameters<typeof records>[1]) => {
      const found: string[] = [];
      for await (const r of records(storeDir, query)) found.push(r.id);
      return found;
    };
    expect(await ids({})).toEqual(written.map((r) => r.id).reverse());
    expect(await ids({ kind: 'contact' })).toEqual([written[2].id, written[0].id]);
    expect(await ids({ since: new Date('2025-06-15T10:00:00Z') })).toEqual([written[3].id, written[2].id]);
    expect(await ids({ limit: 3 })).toEqual([written[3].id, written[2].id, written[1].id]);
  });
});

describe('purge', () => {
  it('deletes whole days before the cutoff and, on its day, the records before it; a dry run deletes nothing', async () => {
    const old = await write('job', '2025-06-10T10:00:00Z');
    const sameDayBefore = await write('contact', '2025-06-15T08:00:00Z');
    const sameDayAfter = await write('contact', '2025-06-15T12:00:00Z');
    const cutoff = new Date('2025-06-15T10:00:00Z');
    const listed: string[] = [];
    expect(await purgeRecords(storeDir, cutoff, { dryRun: true, onRecord: (r) => void listed.push(r.id) })).toBe(2);
    expect(listed.sort()).toEqual([old.id, sameDayBefore.id].sort());
    expect(fs.existsSync(recordDir(storeDir, 'job', old.id))).toBe(true);

    expect(await purgeRecords(storeDir, cutoff)).toBe(2);
    expect(fs.existsSync(path.join(storeDir, 'records/job/2025-06-10'))).toBe(false);
    expect(fs.readdirSync(path.join(storeDir, 'records/contact/2025-06-15'))).toEqual([sameDayAfter.id]);
    expect(leftovers(storeDir)).toEqual([]);
  });
});
