// nginx's site block on the target (--nginx-conf): rendered for each release with the settings it was
// first written with (scripts/nginx/templates.ts keeps them in its first line), written, put back as it
// was when a switch fails, removed with a preview. A block that serves another folder than the target's
// is never rewritten nor removed: a preview's deploy given the site's block must not take it over.
import { readSiteSettings, renderSiteBlock, type SiteSettings } from '../nginx/templates';
import { DeployError } from './errors';
import type { Target } from './target';

/** The block a switch writes, and the file's text before it (null: there was none), to put back. */
export type SiteBlock = { file: string; original: string | null; text: string };

/** The block file as it is now (null when absent); refuses one that serves another site. */
export async function readBlock(target: Target, file: string): Promise<string | null> {
  const original = await target.readFile(file);
  const root = /^\s*root\s+(\S+);/m.exec(original ?? '')?.[1];
  if (root && root !== `${target.dir}/current` && !root.startsWith(`${target.dir}/releases/`))
    throw new DeployError(`${file} serves ${root}, not ${target.dir}: it is another site's block, left as it is`);
  return original;
}

/** The block for the release at `root`: from the settings given, else from the options line of the block there. */
export async function blockFor(target: Target, file: string, given: SiteSettings, root: string): Promise<SiteBlock> {
  const original = await readBlock(target, file);
  // An empty file counts as none: an operator may create it for the deploy user to own.
  const before = original?.trim() ? original : null;
  let settings = before === null ? null : readSiteSettings(before);
  if (Object.keys(given).length) settings = { ...(settings ?? {}), ...given };
  if (!settings) {
    throw new DeployError(
      before === null
        ? `${file} does not exist yet: give --server-name (and --listen, --tls-cert, --tls-key, --api-upstream as needed) to write it`
        : `${file} was not written by scripts/nginx-conf.ts (no options line): give --server-name, --listen … to rewrite it`,
    );
  }
  try {
    return { file, original, text: renderSiteBlock({ ...settings, root }) };
  } catch (error) {
    throw new DeployError(`${file}: ${(error as Error).message}`);
  }
}

/** The block a release was deployed with (its record keeps it), else one rendered for it now. */
export async function blockOfRelease(target: Target, file: string, recorded: string | undefined, root: string): Promise<SiteBlock> {
  if (recorded) return { file, original: await readBlock(target, file), text: recorded };
  return blockFor(target, file, {}, root);
}

/** Puts the block back as it was before this run (removes it if there was none). */
export async function restoreBlock(target: Target, block: SiteBlock): Promise<void> {
  if (block.original === null) await target.removeFile(block.file);
  else await target.writeFile(block.file, block.original, `restoring ${block.file}`);
}
