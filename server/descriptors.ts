// The process's open file descriptors against its limit (Linux /proc), for /healthz: a server near
// its limit fails every visitor (EMFILE: pages 500, connections reset) while it still looks alive.
import { promises as fs } from 'node:fs';

export type Descriptors = { open: number | null; limit: number | null };

/** Share of the limit in use from which /healthz reports the server unhealthy. */
export const DESCRIPTOR_PRESSURE = 0.8;

/** Descriptors in use and the soft limit ("Max open files"); nulls where /proc is not there. */
export async function descriptorUse(): Promise<Descriptors> {
  const [open, limits] = await Promise.all([
    fs.readdir('/proc/self/fd').then(
      (names) => names.length,
      () => null,
    ),
    fs.readFile('/proc/self/limits', 'utf8').catch(() => ''),
  ]);
  const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
  return { open, limit: soft && soft !== 'unlimited' ? Number(soft) : null };
}

/** The problem to report, or null. */
export function descriptorProblem({ open, limit }: Descriptors): string | null {
  if (open === null || limit === null || open < limit * DESCRIPTOR_PRESSURE) return null;
  return `file descriptors nearly exhausted (${open} of ${limit} in use)`;
}
