/** @jest-environment node */
// The build's own files stay out of what the hosts serve: source maps, webpack's stats and the
// security-header files are answered 404 (with the not-found page) by the server and by nginx with the
// deploy's site block, under / , /en/ and /admin/ alike, while the files themselves stay in the build
// and the site's other files are served.
import fs from 'node:fs';
import path from 'node:path';
import { startNginx, type NginxProcess } from '../utils/nginx-process';
import { makePublicDir, startServer, type ServerProcess } from '../utils/server-process';

jest.setTimeout(60_000);

const INTERNAL = [
  '/app-0123456789abcdef0123.js.map',
  '/webpack.stats.json',
  '/security-headers.json',
  '/admin-security-headers.json',
  '/nginx-security-headers.conf',
  '/nginx-admin-security-headers.conf',
  '/en/component-x.js.map',
  '/admin/admin.js.map',
];
const SERVED = ['/', '/app-0123456789abcdef0123.js', '/admin/admin.js', '/page-data/app-data.json'];

let publicDir: string;
let server: ServerProcess;
let nginx: NginxProcess | undefined;

beforeAll(async () => {
  publicDir = makePublicDir();
  fs.chmodSync(publicDir, 0o755); // nginx's workers run as nobody
  for (const file of [...INTERNAL, ...SERVED.slice(1)]) {
    fs.mkdirSync(path.join(publicDir, path.dirname(file)), { recursive: true });
    if (!fs.existsSync(path.join(publicDir, file))) fs.writeFileSync(path.join(publicDir, file), '{"internal": true}');
  }
  fs.copyFileSync(path.join(publicDir, 'security-headers.json'), path.join(publicDir, 'admin-security-headers.json'));
  fs.writeFileSync(path.join(publicDir, 'nginx-security-headers.conf'), 'add_header X-Content-Type-Options "nosniff" always;\n');
  fs.writeFileSync(path.join(publicDir, 'nginx-admin-security-headers.conf'), 'add_header X-Content-Type-Options "nosniff" always;\n');
  server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: path.join(publicDir, '..', `store-${path.basename(publicDir)}`) });
  nginx = await startNginx({ root: publicDir, apiUpstream: server.baseURL });
});

afterAll(async () => {
  await nginx?.stop();
  await server?.kill9();
  fs.rmSync(path.join(publicDir, '..', `store-${path.basename(publicDir)}`), { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
});

describe.each([
  ['the server', () => server.baseURL],
  ['nginx with the deploy’s site block', () => nginx!.baseURL],
])('%s', (_host, base) => {
  it.each(INTERNAL)('answers %s 404 with the not-found page', async (urlPath) => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Array<Record<string, string>>) {
      const res = await fetch(`${base()}${urlPath}`, { headers });
      expect([urlPath, res.status]).toEqual([urlPath, 404]);
      const text = await res.text();
      expect(text).toContain('<title>');
      expect(text).not.toBe(fs.readFileSync(path.join(publicDir, urlPath), 'utf8'));
    }
    expect(fs.existsSync(path.join(publicDir, urlPath))).toBe(true);
  });

  it('still serves the site’s own files', async () => {
    for (const urlPath of SERVED) expect([urlPath, (await fetch(`${base()}${urlPath}`)).status]).toEqual([urlPath, 200]);
  });
});
