/** @jest-environment node */
// The command line of `npm run deploy` (scripts/deploy/options.ts): the typed options each action gets,
// with their defaults; what each action refuses; and the printed undo command. The command itself
// (exit codes, nothing changed on a refusal) runs against nginx in __tests__/e2e/operations/deploy.spec.ts.
import path from 'node:path';
import { UsageError } from '../../scripts/deploy/errors';
import { DEFAULTS, parseOptions, undoCommand, type DeployOptions } from '../../scripts/deploy/options';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const site = ['--to', '/srv/site', '--check-url', 'https://www.example.ir/'];

describe('a deploy', () => {
  it('gets the defaults, the origin without its slash, the build as an absolute path and the CI’s commit', () => {
    expect(parseOptions(site, { CI_COMMIT_SHA: SHA })).toEqual({
      action: 'deploy',
      spec: { kind: 'local', dir: '/srv/site' },
      dryRun: false,
      checkUrl: 'https://www.example.ir',
      checkTimeout: DEFAULTS.checkTimeout,
      nginxTestCmd: DEFAULTS.nginxTestCmd,
      reloadCmd: DEFAULTS.reloadCmd,
      site: {},
      from: path.resolve('public'),
      commit: SHA,
      keep: DEFAULTS.keep,
    });
    expect((parseOptions(site, {}) as DeployOptions).commit).toBeNull();
  });
  it('reads the site block’s settings only with --nginx-conf, and an ssh destination with its configuration', () => {
    const options = parseOptions(
      [
        '--to',
        'deploy@web.example.ir:/srv/site',
        '--check-url',
        'https://www.example.ir',
        '--nginx-conf',
        '/etc/nginx/deploy.d/site.conf',
        '--listen',
        '443 ssl',
        '--server-name',
        'www.example.ir',
        '--api-url',
        'https://www.example.ir/api/',
        '--keep',
        '3',
      ],
      {},
    ) as DeployOptions;
    expect(options.spec).toEqual({ kind: 'ssh', host: 'deploy@web.example.ir', dir: '/srv/site' });
    expect(options).toMatchObject({
      nginxConf: '/etc/nginx/deploy.d/site.conf',
      site: { listen: '443 ssl', serverName: 'www.example.ir' },
      apiUrl: 'https://www.example.ir/api',
      keep: 3,
    });
  });
});

describe('the other actions', () => {
  it('take only their own options', () => {
    expect(parseOptions(['--to', '/srv/site', '--list'])).toEqual({ action: 'list', spec: { kind: 'local', dir: '/srv/site' }, dryRun: false });
    expect(parseOptions(['--to', '/srv/site', '--prune', '--dry-run'])).toMatchObject({ action: 'prune', keep: DEFAULTS.keep, dryRun: true });
    expect(parseOptions([...site, '--rollback', '--release', '20260321T093000Z-0123456789ab'])).toMatchObject({
      action: 'rollback',
      release: '20260321T093000Z-0123456789ab',
    });
    expect(parseOptions(['--to', '/srv/p/mr-7', '--remove', '--nginx-conf', '/etc/nginx/p/mr-7.conf'])).toEqual({
      action: 'remove',
      spec: { kind: 'local', dir: '/srv/p/mr-7' },
      dryRun: false,
      nginxConf: '/etc/nginx/p/mr-7.conf',
      reloadCmd: DEFAULTS.reloadCmd,
    });
  });
  it.each([
    [['--to', '/srv/site', '--list', '--keep', '3'], /--keep does not go with --list/],
    [['--to', '/srv/site', '--remove', '--nginx-test-cmd', 'nginx -t'], /--nginx-test-cmd does not go with --remove/],
    [[...site, '--rollback', '--listen', '80'], /--listen does not go with --rollback/],
    [['--to', '/srv/site', '--rollback'], /--check-url is required: the rollback is checked/],
    [[...site, '--prune', '--list'], /choose one of --list, --prune/],
    [[...site, '--api-url', 'https://www.example.ir/a?b'], /--api-url must be http\(s\):\/\/host\[:port\]\[\/path\]/],
    [[...site, '--tls-cert', '/etc/ssl/a.crt', '--nginx-conf', '/etc/nginx/a.conf'], /--tls-cert and --tls-key go together/],
    [[...site, '--check-timeout', '601'], /--check-timeout must be a whole number from 1 to 600/],
    [[...site, '--from', '../elsewhere'], /--from must be a path of plain names/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv, {})).toThrow(UsageError);
    expect(() => parseOptions(argv, {})).toThrow(message);
  });
});

describe('the undo command', () => {
  it('carries what the rollback needs, quoting the commands', () => {
    const options = parseOptions(
      [...site, '--nginx-conf', '/etc/nginx/a.conf', '--reload-cmd', 'sudo systemctl reload nginx', '--api-url', 'https://www.example.ir/api'],
      {},
    ) as DeployOptions;
    expect(undoCommand('/srv/site', options, ['--rollback'])).toBe(
      "npm run deploy -- --to /srv/site --rollback --check-url https://www.example.ir --api-url https://www.example.ir/api --nginx-conf /etc/nginx/a.conf --reload-cmd 'sudo systemctl reload nginx'",
    );
  });
});

describe('a repeated single-valued option', () => {
  it.each([
    [['--to', '/srv/a', '--to', '/srv/b', '--check-url', 'https://www.example.ir']],
    [[...site, '--check-url', 'https://other.example.ir']],
    [[...site, '--dry-run', '--dry-run']],
    [['--to', '/srv/site', '--prune', '--keep', '3', '--keep', '9']],
  ])('%p is a usage error, not the last one silently', (argv) => {
    expect(() => parseOptions(argv, {})).toThrow(UsageError);
    expect(() => parseOptions(argv, {})).toThrow(/is given twice/);
  });
});
