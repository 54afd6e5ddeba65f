// `npm run deploy`: publishes a build as a new release on a folder nginx serves (this machine, or another
// over ssh), switches to it atomically, reloads nginx, checks the result over HTTP and switches back by
// itself when the check fails. Also --rollback, --list, --prune and --remove (a preview's whole folder).
// docs/deploying.md is the operator's guide. The parts, under scripts/deploy/: the command line
// (options.ts), the target (target.ts), the releases (releases.ts, release-store.ts, lock.ts), the build
// (build.ts), nginx's site block (site-block.ts), the switch (switch.ts) and its smoke check (smoke.ts,
// expectation.ts), the actions (publish.ts; manage.ts for the others).
import { DeployError, UsageError } from './deploy/errors';
import { out } from './deploy/log';
import { list, pruneCommand, remove, rollback } from './deploy/manage';
import { parseOptions, USAGE, type Options } from './deploy/options';
import { deploy } from './deploy/publish';
import { Target } from './deploy/target';

async function run(target: Target, options: Exclude<Options, { action: 'help' }>): Promise<void> {
  switch (options.action) {
    case 'deploy':
      return deploy(target, options);
    case 'rollback':
      return rollback(target, options);
    case 'list':
      return list(target);
    case 'prune':
      return pruneCommand(target, options);
    case 'remove':
      return remove(target, options);
  }
}

/** Runs the command with these arguments; resolves with its exit code: 0 done, 1 failed (naming what), 2 refused arguments. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`deploy: ${error.message}\n${USAGE.split('\n\n')[0]}\n(npm run deploy -- --help lists every option)\n`);
    return 2;
  }
  if (options.action === 'help') {
    out(USAGE);
    return 0;
  }
  const target = new Target(options.spec, { sshConfig: options.sshConfig });
  try {
    await run(target, options);
    return 0;
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    process.stderr.write(`deploy: ${error.message}\n`);
    return 1;
  } finally {
    await target.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`deploy: ${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
