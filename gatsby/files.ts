// Every file under a folder, depth first (the build's last step walks public/ with it).
import fs from 'fs';
import path from 'path';

export function* walkFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else yield full;
  }
}
