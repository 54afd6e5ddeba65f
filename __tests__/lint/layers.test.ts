/** @jest-environment node */
// The layers of src/ are held by the linter (eslint.config.mjs, import/no-restricted-paths): a small
// file that imports back up the layers, linted in memory with the project's own configuration, fails;
// the same file importing down passes. ESLint runs in a child Node, which loads the ESM config natively.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const RULE = 'import/no-restricted-paths';

type Probe = { file: string; from: string };

/** Lints one file per probe (a file that does not exist, at that path), importing `from`: the rule's messages for each. */
function layerErrors(probes: readonly Probe[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(await new Response(process.stdin).text());
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, from } of probes) {
      const [result] = await eslint.lintText(\`import * as probe from '\${from}';\\nexport default probe;\\n\`, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === '${RULE}').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const input = JSON.stringify(probes.map((p) => ({ ...p, file: path.join(ROOT, p.file) })));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, input, encoding: 'utf8' }));
}

const BACKWARD: Probe[] = [
  { file: 'src/lib/probe.ts', from: '../components/layout/Layout' },
  { file: 'src/lib/probe.ts', from: '../runtime/client-runtime' },
  { file: 'src/runtime/probe.ts', from: '../offline/offline-pages' },
  { file: 'src/services/probe.ts', from: '../hooks/use-online' },
  { file: 'src/hooks/probe.ts', from: '../components/toast/use-toast' },
  { file: 'src/components/layout/probe.tsx', from: '../../offline/OfflineView' },
  { file: 'src/forms/probe.ts', from: '../templates/contact' },
  { file: 'src/templates/probe.tsx', from: '../admin/contract' },
  { file: 'src/admin/probe.ts', from: '../staff-area/texts' },
  { file: 'gatsby/probe.ts', from: '../src/components/seo/Seo' },
  { file: 'server/probe.ts', from: '../src/hooks/use-online' },
];

const FORWARD: Probe[] = [
  { file: 'src/components/layout/probe.tsx', from: '../../lib/digits' },
  { file: 'src/components/layout/probe.tsx', from: '../toast/UpdateNotice' },
  { file: 'src/forms/probe.ts', from: '../components/toast/use-toast' },
  { file: 'src/offline/probe.tsx', from: '../components/layout/Layout' },
  { file: 'src/runtime/probe.ts', from: '../lib/offline-paths' },
  { file: 'src/admin/probe.ts', from: '../lib/chart-geometry' },
  { file: 'gatsby/probe.ts', from: '../src/lib/page-meta' },
  { file: 'server/probe.ts', from: '../src/forms/schemas' },
];

describe('the layers of src/ in the lint rule', () => {
  // One child process for every probe: loading the configuration is most of the cost.
  let results: string[][];
  beforeAll(() => {
    results = layerErrors([...BACKWARD, ...FORWARD]);
  });

  it.each(BACKWARD.map((probe, i) => [probe.file, probe.from, i]))('%s importing %s fails, naming the rule and the layers', (_file, _from, i) => {
    expect(results[i as number]).toHaveLength(1);
    expect(results[i as number][0]).toMatch(
      /restricted zone\. (src\/[\w-]+ (runs back up the layers|is an app of its own)|The build, the server and the scripts)/,
    );
  });

  it.each(FORWARD.map((probe, i) => [probe.file, probe.from, BACKWARD.length + i]))('%s importing %s passes', (_file, _from, i) => {
    expect(results[i as number]).toEqual([]);
  });
});
