/** @jest-environment node */
// Listing the pipeline works from a shell whose `node` is the machine's own, however old: the bare
// `npx gitlab-ci-local --list` a maintainer types (gitlab-ci-local 4.74 and later crashed there before
// reading .gitlab-ci.yml, "union is not a function" on Node 20, so it is held at 4.73.0), and
// `npm run pipeline`, which puts Node 24 first for the jobs' own scripts. The jobs each pipeline runs are
// __tests__/e2e/operations/pipeline.spec.ts's to check; these are the commands a maintainer types.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** PATH without the folder of the Node 24 running these tests, where the machine has a node of its own (.ci/run puts Node 24 first). */
function machinePath(): string {
  const own = path.dirname(process.execPath);
  const others = (process.env.PATH ?? '').split(':').filter((dir) => dir && dir !== own);
  return others.some((dir) => fs.existsSync(path.join(dir, 'node'))) ? others.join(':') : process.env.PATH!;
}

it.each([
  ['npx gitlab-ci-local', ['npx', 'gitlab-ci-local']],
  ['npm run pipeline', ['npm', 'run', '--silent', 'pipeline', '--']],
])('%s lists the default branch pipeline’s jobs with the machine’s own node first on PATH', (_name, command) => {
  const [bin, ...args] = command;
  const run = spawnSync(bin, [...args, '--list-json'], {
    cwd: ROOT,
    env: { ...process.env, PATH: machinePath(), FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
  });
  expect([run.status, run.stderr]).toEqual([0, expect.any(String)]);
  const jobs = JSON.parse(run.stdout.slice(run.stdout.indexOf('['))) as Array<{ name: string; when: string }>;
  expect(jobs.filter((job) => job.when !== 'never').map((job) => job.name)).toEqual(['install', 'test', 'build', 'deploy']);
});
