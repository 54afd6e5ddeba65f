// `npm run publish:quarters`: records the factsheets of every quarter the performance record now reaches
// as published today (data/published-months.json), with the months they show as published, so that a
// later change to one of those months needs an erratum in data/errata.json (docs/publications.md).
// Run it when a quarter's last month has been added and the site built and deployed with it; commit the file.
//   node --import tsx scripts/publish-quarters.ts [--date YYYY-MM-DD] [--dry-run]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseIsoDate } from '../src/lib/dates';
import { recordPublished, type PublishedRecord } from '../src/lib/factsheets';
import type { PerformanceData } from '../src/lib/performance';

const USAGE = 'usage: npm run publish:quarters -- [--date YYYY-MM-DD] [--dry-run]';
const DATA = path.resolve(__dirname, '../data');

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({ options: { date: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const today = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(today) || !parseIsoDate(today)) {
    console.error(`--date ${today}: not a date YYYY-MM-DD\n${USAGE}`);
    return 2;
  }
  const file = path.join(DATA, 'published-months.json');
  const record = JSON.parse(fs.readFileSync(path.join(DATA, 'performance.json'), 'utf8')) as PerformanceData;
  const before = JSON.parse(fs.readFileSync(file, 'utf8')) as PublishedRecord;
  const after = recordPublished(record.months, before, today);
  const added = after.quarters.filter((q) => !before.quarters.some((b) => b.quarter === q.quarter));
  if (!added.length) {
    console.log('No new quarter: every quarter the record reaches is already recorded as published.');
    return 0;
  }
  console.log(`${values['dry-run'] ? 'Would record' : 'Recorded'} as published on ${today}: ${added.map((q) => q.quarter).join(', ')}`);
  if (!values['dry-run']) fs.writeFileSync(file, `${JSON.stringify(after, null, 2)}\n`);
  return 0;
}

process.exitCode = main();
