// What the operator's commands (backup, traffic, monitor) share: strict argument parsing, the two ways
// they fail on purpose (a refused command line: exit 2 with the usage; a failure naming what failed:
// exit 1), and running a Debian tool (restic, goaccess) that names the package to install when missing.
import { spawn } from 'node:child_process';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}
/** The command ran and something failed: exit 1, the message says what. */
export class CommandFailed extends Error {}

export type Io = { out: (s: string) => void; err: (s: string) => void };
export const processIo: Io = { out: (s) => void process.stdout.write(s), err: (s) => void process.stderr.write(s) };

type Options = NonNullable<ParseArgsConfig['options']>;

export function parse<T extends Options>(args: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A whole number of 1 or more, in digits: "" (an unset variable), "0", "1e3", "+5" and "030" are refused. */
export const COUNT = /^[1-9][0-9]*$/;

/** The Debian package of each tool these commands run. */
const PACKAGES: Record<string, string> = { restic: 'restic', goaccess: 'goaccess' };

export type ToolResult = { code: number; stdout: string; stderr: string };

/** Runs a tool to its end; a missing tool is a CommandFailed naming the apt-get line that installs it. */
export function runTool(
  tool: string,
  args: string[],
  { cwd, env, input }: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { cwd, env: env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new CommandFailed(`${tool} is not installed: apt-get install ${PACKAGES[tool] ?? tool}`)
          : new CommandFailed(`${tool}: ${error.message}`),
      ),
    );
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    // A tool that exits without reading its input (EPIPE) has still answered: its exit code says how.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}

/** The exit code of a command: 0, 2 with the usage for a refused argument, 1 naming what failed. */
export async function exitCodeOf(run: () => Promise<void>, usage: string, io: Io): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${usage}\n`);
      return 2;
    }
    io.err(`${error instanceof CommandFailed ? error.message : String((error as Error)?.stack ?? error)}\n`);
    return 1;
  }
}
