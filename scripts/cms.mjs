// `npm run cms`: the web editor against this working copy, and a live preview of the site.
//   - decap-server, Decap's local backend, reads and writes the files of the working copy; it has no
//     authentication, so it listens on 127.0.0.1 only;
//   - a small static server on 127.0.0.1 serves the editor at /admin/ (gatsby develop answers 404
//     for static/admin/), with its generated configuration pointing at that backend;
//   - gatsby develop shows the site as it will be built, reloading as files are saved.
// Options: --no-preview (editor only), --repo <dir> (another working copy), --port <n> (the editor's).
// Also used by the browser test (__tests__/e2e/editor.test.ts) through startEditor().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { adminConfigs, adminFiles } from '../gatsby/cms-config.ts';
import { buildAdminSecurityHeaders } from '../gatsby/security-headers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';
const TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.pdf': 'application/pdf', '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.woff2': 'font/woff2', '.wasm': 'application/wasm', '.svg': 'image/svg+xml' };

export async function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (e) => (preferred ? freePort(0).then(resolve, reject) : reject(e)));
    srv.listen(preferred, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      await fetch(url, { method: url.endsWith('/api/v1') ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, body: url.endsWith('/api/v1') ? '{"action":"info"}' : undefined });
      return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts decap-server on `repoDir` and the editor's page; resolves to their addresses and a stop(). */
export async function startEditor({ repoDir = ROOT, port = 0, backendPort = 0, quiet = false } = {}) {
  const apiPort = await freePort(backendPort);
  const backendUrl = `http://${HOST}:${apiPort}/api/v1`;
  const decap = spawn(process.execPath, [path.join(path.dirname(require.resolve('decap-server/package.json')), 'dist/index.js')], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(apiPort), BIND_HOST: HOST, MODE: 'fs', GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: quiet ? 'warn' : 'info' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  await waitFor(backendUrl, decap, 'decap-server');

  const headers = buildAdminSecurityHeaders([`http://${HOST}:${apiPort}`], { local: true });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/' || url.pathname === '/admin') {
      res.writeHead(302, { Location: '/admin/' }).end();
      return;
    }
    const rel = url.pathname.startsWith('/admin/') ? decodeURIComponent(url.pathname.slice('/admin/'.length)) || 'index.html' : null;
    // Files are looked up in a fixed table, never joined from the URL.
    const generated = rel !== null ? adminConfigs({ local: { url: backendUrl } })[rel] : undefined;
    // Other paths: the working copy's static/ files (licence images, downloads) for the previews.
    const file = rel !== null ? adminFiles(ROOT)[rel] : staticFile(repoDir, url.pathname);
    if (generated === undefined && file === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file ?? rel)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...headers });
    if (generated !== undefined) res.end(generated);
    else fs.createReadStream(file).pipe(res);
  });
  const editorPort = await freePort(port);
  await new Promise((resolve) => server.listen(editorPort, HOST, resolve));
  const editorUrl = `http://${HOST}:${editorPort}/admin/`;
  return {
    editorUrl,
    backendUrl,
    stop: () =>
      new Promise((resolve) => {
        server.close();
        if (decap.exitCode !== null) return resolve();
        decap.once('exit', () => resolve());
        decap.kill('SIGTERM');
      }),
  };
}

function staticFile(repoDir, urlPath) {
  const base = path.join(repoDir, 'static');
  const full = path.resolve(base, `.${decodeURIComponent(urlPath)}`);
  if (!full.startsWith(`${base}${path.sep}`) || !fs.existsSync(full) || !fs.statSync(full).isFile()) return undefined;
  return full;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const repoDir = path.resolve(option('--repo') ?? ROOT);
  const editor = await startEditor({ repoDir, port: Number(option('--port') ?? 8080), backendPort: 8081 });
  let preview = null;
  let previewUrl = null;
  if (!args.includes('--no-preview')) {
    const previewPort = await freePort(8000);
    previewUrl = `http://${HOST}:${previewPort}/`;
    preview = spawn(process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'develop', '-H', HOST, '-p', String(previewPort)], {
      cwd: repoDir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  const lines = [
    '',
    `  Editor (ویرایشگر):      ${editor.editorUrl}`,
    `  Local backend:          ${editor.backendUrl} (decap-server, loopback only, files of ${repoDir})`,
    previewUrl ? `  Live preview (سایت):    ${previewUrl}  (gatsby develop: ready when it prints "You can now view")` : '  Live preview: off (--no-preview)',
    '',
    '  Saved changes are files in the working copy: review them with "git diff", then commit and push.',
    '',
  ];
  console.log(lines.join('\n'));
  const stop = async () => {
    if (preview && preview.exitCode === null) preview.kill('SIGTERM');
    await editor.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
