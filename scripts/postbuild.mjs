// After `gatsby build`: precompress text assets (.br and .gz, served as-is by server/ and by nginx's
// gzip_static/brotli_static), and write this build's security headers (scripts/security-headers.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
console.log(`postbuild: ${files} files precompressed, headers written, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
