// After `gatsby build`: load Gatsby's scripts after the first paint (scripts/defer-app-scripts.mjs),
// write this build's security headers (scripts/security-headers.mjs, which hashes the inline scripts,
// the loader among them), and precompress text assets (.br and .gz, served as-is by server/ and by
// nginx's gzip_static/brotli_static).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { deferAppScripts } from './defer-app-scripts.mjs';
import { writeSecurityHeaders } from './security-headers.mjs';

const PUBLIC = path.resolve(process.env.PUBLIC_DIR ?? 'public');
const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const started = Date.now();
let deferred = 0;
for (const file of walk(PUBLIC)) {
  if (!file.endsWith('.html')) continue;
  const html = fs.readFileSync(file, 'utf8');
  const rewritten = deferAppScripts(html);
  if (rewritten === html) continue;
  fs.writeFileSync(file, rewritten);
  deferred += 1;
}
writeSecurityHeaders(PUBLIC);
let files = 0;
for (const file of walk(PUBLIC)) {
  if (!TEXT.test(file)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  files += 1;
}
console.log(`postbuild: scripts after first paint in ${deferred} pages, ${files} files precompressed, headers written, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
