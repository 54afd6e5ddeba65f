/** @jest-environment node */
// npm run nginx-conf: a repeated single-valued option is a usage error (exit 2) and writes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../scripts/nginx-conf';

it.each([(a: string, b: string) => ['--out', a, '--out', b], (a: string) => ['--out', a, '--listen', '80', '--listen', '8080']])(
  'a repeated option exits 2 and writes nothing (%#)',
  (argv) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
    const [a, b] = [path.join(dir, 'a'), path.join(dir, 'b')];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(main(argv(a, b))).toBe(2);
    expect(error.mock.calls[0][0]).toMatch(/is given twice/);
    error.mockRestore();
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  },
);
