// The Nu Html Checker (vnu-jar, on Debian's Java): errors of HTML documents, in one JVM run. Without a
// Java runtime it fails, naming the package that brings one.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './fixtures';

const VNU = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

export type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/** The checker's errors (fatal ones among them) for the given HTML files. */
export function vnuErrors(files: readonly string[]): VnuMessage[] {
  assert.ok(
    spawnSync('java', ['-version'], { encoding: 'utf8' }).status === 0,
    'no Java runtime for the Nu Html Checker: apt-get install default-jre-headless (Debian package default-jre-headless; .ci/run installs it)',
  );
  // One short run: the quick compiler alone and the serial collector give the same messages for half
  // the CPU time (15 against 7 CPU-seconds over every built page on 2 cores).
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const run = spawnSync('java', [...jvm, '-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.ok(run.status === 0 || run.status === 1, `vnu failed to run: ${run.stderr || run.error}`);
  const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  return messages.filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error');
}
