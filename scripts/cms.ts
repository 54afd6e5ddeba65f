// `npm run cms`: the web editor on this working copy, with the review flow of production (docs/editor.md,
// "Review before publishing"), and a live preview of the site.
//   - decap-server, Decap's local backend, in git mode on the working copy: saving makes a draft, a local
//     branch `cms/<collection>/<entry>`, and leaves the checked-out branch's files alone; moving the draft
//     to Ready and publishing merges it into the checked-out branch (one commit per save). It has no
//     authentication, so it listens on 127.0.0.1 only;
//   - a small static server on 127.0.0.1 serves the editor at /admin/ (gatsby develop answers 404 for it):
//     the script bundled from src/admin/ (rebuilt when it changed), the generated configuration pointing at
//     that backend and branch;
//   - gatsby develop shows the site as the checked-out branch has it, reloading as drafts are published.
// The working copy must be a git checkout on a branch with nothing uncommitted: decap-server commits
// everything in the working copy into the draft it saves.
// Options: --no-preview (editor only), --repo <dir> (another working copy), --port <n> (the editor's).
// The browser test (__tests__/e2e/editor/editor.spec.ts) uses startEditor().
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseStrictArgs } from '../src/lib/strict-args';
import type { BuildContext } from 'esbuild';
import { adminBundleOptions, adminFiles, ADMIN_SCRIPT } from '../gatsby/cms/admin-files';
import { adminConfigs } from '../gatsby/cms/config';
import { buildAdminSecurityHeaders } from '../gatsby/security-headers';

const ROOT = path.resolve(__dirname, '..');
const projectRequire = createRequire(__filename);
const HOST = '127.0.0.1';
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

/** A working copy the editor cannot use, and why (the command exits 1 with the message). */
export class WorkingCopyError extends Error {}

/** A git command's output (trailing newline removed), in `env` (the process's by default). */
const gitIn = (env: NodeJS.ProcessEnv, repoDir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: repoDir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trimEnd();

/**
 * The branch the editor publishes to: the working copy's checked-out branch. Refused when the folder is not
 * a git checkout, when no branch is checked out, when git has no author to commit drafts as, or when
 * something is uncommitted (decap-server would commit it into the next draft).
 */
export function checkedOutBranch(repoDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const git = (dir: string, ...args: string[]) => gitIn(env, dir, ...args);
  let branch: string;
  try {
    branch = git(repoDir, 'symbolic-ref', '--quiet', '--short', 'HEAD');
  } catch {
    const isRepo = (() => {
      try {
        return git(repoDir, 'rev-parse', '--is-inside-work-tree') === 'true';
      } catch {
        return false;
      }
    })();
    throw new WorkingCopyError(
      isRepo
        ? `${repoDir}: no branch is checked out (detached HEAD): check out the branch to publish to, e.g. "git switch main"`
        : `${repoDir} is not a git working copy: the editor saves drafts as git branches (clone the repository with git)`,
    );
  }
  for (const key of ['user.name', 'user.email']) {
    try {
      git(repoDir, 'config', key);
    } catch {
      throw new WorkingCopyError(`git has no ${key} for ${repoDir}: each draft is a commit, so set it first ("git config ${key} …")`);
    }
  }
  const dirty = git(repoDir, 'status', '--porcelain', '--untracked-files=all');
  if (dirty) {
    const files = dirty.split('\n').map((l) => l.slice(3));
    throw new WorkingCopyError(
      `${repoDir} has uncommitted changes (${files.slice(0, 5).join(', ')}${files.length > 5 ? `, and ${files.length - 5} more` : ''}): ` +
        'commit or stash them first, or the next draft would take them along',
    );
  }
  return branch;
}

export async function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (e) => (preferred ? freePort(0).then(resolve, reject) : reject(e)));
    srv.listen(preferred, HOST, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForBackend(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`decap-server did not start in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type Editor = { editorUrl: string; backendUrl: string; branch: string; stop: () => Promise<void> };

/** Starts decap-server in git mode on `repoDir` and the editor's page; resolves to their addresses and a stop(). */
export async function startEditor({ repoDir = ROOT, port = 0, backendPort = 0, quiet = false } = {}): Promise<Editor> {
  const branch = checkedOutBranch(repoDir);
  const esbuild = projectRequire('esbuild') as typeof import('esbuild');
  const bundle: BuildContext = await esbuild.context(adminBundleOptions(ROOT));
  const apiPort = await freePort(backendPort);
  const backendUrl = `http://${HOST}:${apiPort}/api/v1`;
  // decap-server stops by itself when this process is gone (killed, crashed), never left listening.
  const decapServer = path.join(path.dirname(projectRequire.resolve('decap-server/package.json')), 'dist/index.js');
  const watchdog = `setInterval(() => { if (process.ppid !== ${process.pid}) process.exit(0); }, 1000).unref(); require(${JSON.stringify(decapServer)});`;
  const decap = spawn(process.execPath, ['-e', watchdog], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(apiPort), BIND_HOST: HOST, MODE: 'git', GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: quiet ? 'warn' : 'info' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  try {
    await waitForBackend(backendUrl, decap);
  } catch (error) {
    decap.kill('SIGTERM');
    await bundle.dispose();
    throw error;
  }

  const headers = buildAdminSecurityHeaders([`http://${HOST}:${apiPort}`], { local: true });
  const own = adminFiles(ROOT);
  const server = http.createServer((req, res) => {
    serve(req.url ?? '/').then(
      (found) => {
        if (!found) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
          return;
        }
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(found.name)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...headers });
        if ('file' in found) fs.createReadStream(found.file).pipe(res);
        else res.end(found.content);
      },
      (error: Error) =>
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(`The editor's script did not build: ${error.message}`),
    );
  });

  /** What a URL serves: a file of the editor, its script, its configuration, or the working copy's static/ files (for the previews). */
  async function serve(url: string): Promise<{ name: string; file: string } | { name: string; content: string | Uint8Array } | null> {
    const { pathname } = new URL(url, 'http://x');
    if (!pathname.startsWith('/admin/')) {
      const file = staticFile(repoDir, pathname);
      return file ? { name: file, file } : null;
    }
    // Files are looked up in fixed tables, never joined from the URL.
    const rel = decodeURIComponent(pathname.slice('/admin/'.length)) || 'index.html';
    if (rel === ADMIN_SCRIPT || rel === `${ADMIN_SCRIPT}.map`) {
      const { outputFiles = [] } = await bundle.rebuild();
      const out = outputFiles.find((f) => path.basename(f.path) === rel);
      return out ? { name: rel, content: out.contents } : null;
    }
    const generated = adminConfigs({ local: { url: backendUrl, branch } })[rel];
    if (generated !== undefined) return { name: rel, content: generated };
    return own[rel] ? { name: rel, file: own[rel] } : null;
  }

  const editorPort = await freePort(port);
  await new Promise<void>((resolve) => server.listen(editorPort, HOST, resolve));
  return {
    editorUrl: `http://${HOST}:${editorPort}/admin/`,
    backendUrl,
    branch,
    stop: async () => {
      server.close();
      await bundle.dispose();
      if (decap.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        decap.once('exit', () => resolve());
        decap.kill('SIGTERM');
      });
    },
  };
}

function staticFile(repoDir: string, urlPath: string): string | undefined {
  const base = path.join(repoDir, 'static');
  const full = path.resolve(base, `.${decodeURIComponent(urlPath)}`);
  if (!full.startsWith(`${base}${path.sep}`) || !fs.existsSync(full) || !fs.statSync(full).isFile()) return undefined;
  return full;
}

const USAGE = 'usage: npm run cms -- [--repo <working copy>] [--port <1-65535>] [--no-preview]';

/** The command's options, checked: a refused value exits 2 with the usage line. */
function options(argv: string[]): { repoDir: string; port: number; preview: boolean } {
  let values;
  try {
    ({ values } = parseStrictArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: { repo: { type: 'string' }, port: { type: 'string' }, 'no-preview': { type: 'boolean' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const port = values.port ?? '8080';
  if (!/^[1-9][0-9]{0,4}$/.test(port) || Number(port) > 65535) {
    console.error(`--port must be a port number from 1 to 65535, not "${port}"\n${USAGE}`);
    process.exit(2);
  }
  return { repoDir: path.resolve(values.repo ?? ROOT), port: Number(port), preview: !values['no-preview'] };
}

async function main() {
  const { repoDir, port, preview: withPreview } = options(process.argv.slice(2));
  const editor = await startEditor({ repoDir, port, backendPort: 8081 });
  let preview: ChildProcess | null = null;
  let previewUrl: string | null = null;
  if (withPreview) {
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
    `  Local backend:          ${editor.backendUrl} (decap-server in git mode, loopback only, on ${repoDir})`,
    previewUrl ? `  Live preview (سایت):    ${previewUrl}  (gatsby develop: ready when it prints "You can now view")` : '  Live preview: off (--no-preview)',
    '',
    `  Saving makes a draft: a branch cms/<collection>/<entry>; "${editor.branch}" and its files stay as they are.`,
    `  Set the draft to Ready and publish it: it is merged into "${editor.branch}" (see it with "git log -p -1").`,
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

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
