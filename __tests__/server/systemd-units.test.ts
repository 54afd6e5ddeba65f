/** @jest-environment node */
// deploy/'s systemd units: the server under its own user, confined (ProtectSystem=strict, writing to
// the store only, NoNewPrivileges, PrivateTmp), restarted on failure; the nightly purge timer and its
// service; the operator's timers (backup, drill, monitor, traffic report: docs/operations.md). systemd-analyze verify checks them where it is installed (it prints what it ignores and
// still exits 0, so its output must be empty); their keys are checked here in any case.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../utils/server-process';

type Unit = Record<string, Record<string, string[]>>;

/** A unit file's sections and keys (a key may repeat). */
function parseUnit(file: string): Unit {
  const unit: Unit = {};
  let section = '';
  for (const raw of fs.readFileSync(path.join(ROOT, 'deploy', file), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      unit[section] = {};
      continue;
    }
    const [key, ...value] = line.split('=');
    (unit[section][key] ??= []).push(value.join('='));
  }
  return unit;
}

const one = (unit: Unit, section: string, key: string) => {
  const values = unit[section]?.[key] ?? [];
  expect(values).toHaveLength(1);
  return values[0];
};

const server = parseUnit('site-server.service');
const purge = parseUnit('site-purge.service');
const timer = parseUnit('site-purge.timer');
const STORE = '/var/lib/site-server/submissions';

describe.each([
  ['site-server.service', server],
  ['site-purge.service', purge],
])('%s', (_name, unit) => {
  it('runs as its own user, never root, confined, writing to the store only', () => {
    expect(one(unit, 'Service', 'User')).toBe('site-server');
    expect(one(unit, 'Service', 'Group')).toBe('site-server');
    expect(one(unit, 'Service', 'NoNewPrivileges')).toBe('yes');
    expect(one(unit, 'Service', 'ProtectSystem')).toBe('strict');
    expect(one(unit, 'Service', 'PrivateTmp')).toBe('yes');
    expect(one(unit, 'Service', 'ProtectHome')).toBe('yes');
    expect(one(unit, 'Service', 'CapabilityBoundingSet')).toBe('');
    expect(one(unit, 'Service', 'ReadWritePaths')).toBe(STORE);
    expect(one(unit, 'Service', 'StateDirectory')).toBe(STORE.replace('/var/lib/', ''));
    expect(one(unit, 'Service', 'Environment')).toContain(`SUBMISSIONS_DIR=${STORE}`);
  });
});

describe('site-server.service', () => {
  it('starts server/main.ts with Node and restarts it on failure, stopping it with SIGTERM', () => {
    const exec = one(server, 'Service', 'ExecStart');
    expect(exec).toBe('/usr/bin/node --import tsx server/main.ts');
    expect(fs.existsSync(path.join(ROOT, 'server/main.ts'))).toBe(true);
    expect(one(server, 'Service', 'Restart')).toBe('on-failure');
    expect(one(server, 'Service', 'KillSignal')).toBe('SIGTERM');
    expect(one(server, 'Install', 'WantedBy')).toBe('multi-user.target');
    expect(one(server, 'Service', 'Environment')).toMatch(/\bHOST=127\.0\.0\.1\b/);
  });
});

describe('the nightly purge', () => {
  it('is a timer for every night that catches up after downtime, running the purge service', () => {
    expect(one(timer, 'Timer', 'OnCalendar')).toBe('*-*-* 03:00:00');
    expect(one(timer, 'Timer', 'Persistent')).toBe('true');
    expect(one(timer, 'Timer', 'Unit')).toBe('site-purge.service');
    expect(one(timer, 'Install', 'WantedBy')).toBe('timers.target');
  });

  it('runs the purge command with the retention as one argument (an empty value is refused by the command: cli.test.ts)', () => {
    expect(one(purge, 'Service', 'Type')).toBe('oneshot');
    expect(one(purge, 'Service', 'ExecStart')).toBe('/usr/bin/node --import tsx server/cli.ts purge --older-than ${RETENTION_DAYS}');
    expect(one(purge, 'Service', 'Environment')).toMatch(/\bRETENTION_DAYS=365\b/);
    expect(one(purge, 'Service', 'PrivateNetwork')).toBe('yes');
  });
});

const OPS_SERVICES = ['site-backup', 'site-backup-drill', 'site-monitor', 'site-traffic'] as const;
const ops = Object.fromEntries(OPS_SERVICES.map((name) => [name, { service: parseUnit(`${name}.service`), timer: parseUnit(`${name}.timer`) }]));

describe.each(OPS_SERVICES)('%s (docs/operations.md)', (name) => {
  const { service, timer } = ops[name];
  it('is a oneshot, never root, confined, running a script of scripts/ops that exists', () => {
    expect(one(service, 'Service', 'Type')).toBe('oneshot');
    const user = service.Service.User?.[0];
    if (user) expect(user).toBe('site-server');
    else expect(one(service, 'Service', 'DynamicUser')).toBe('yes');
    expect(one(service, 'Service', 'NoNewPrivileges')).toBe('yes');
    expect(one(service, 'Service', 'ProtectSystem')).toBe('strict');
    expect(one(service, 'Service', 'PrivateTmp')).toBe('yes');
    expect(one(service, 'Service', 'CapabilityBoundingSet')).toBe('');
    const script = /scripts\/ops\/[a-z]+\.ts/.exec(one(service, 'Service', 'ExecStart'))![0];
    expect(fs.existsSync(path.join(ROOT, script))).toBe(true);
  });
  it('is started by its timer, which catches up after downtime (but the per-minute check)', () => {
    expect(one(timer, 'Timer', 'Unit')).toBe(`${name}.service`);
    expect(one(timer, 'Timer', 'Persistent')).toBe(name === 'site-monitor' ? 'false' : 'true');
    expect(one(timer, 'Install', 'WantedBy')).toBe('timers.target');
  });
});

describe("the operator's week", () => {
  it('backs up nightly before the purge, with retention and pruning in the command', () => {
    expect(one(ops['site-backup'].timer, 'Timer', 'OnCalendar')).toBe('*-*-* 02:30:00');
    expect(one(ops['site-backup'].service, 'Service', 'ExecStart')).toBe('/usr/bin/node --import tsx scripts/ops/backup.ts run');
    expect(one(ops['site-backup'].service, 'Service', 'ReadWritePaths')).toContain(STORE);
    expect(one(ops['site-backup'].service, 'Service', 'Environment')).toContain(`SUBMISSIONS_DIR=${STORE}`);
  });
  it('drills a restore weekly, into a folder on disk, reading the store only', () => {
    expect(one(ops['site-backup-drill'].timer, 'Timer', 'OnCalendar')).toBe('Sun *-*-* 04:30:00');
    const drill = ops['site-backup-drill'].service;
    expect(one(drill, 'Service', 'ExecStart')).toBe('/usr/bin/node --import tsx scripts/ops/backup.ts drill');
    expect(one(drill, 'Service', 'Environment')).toMatch(/\bTMPDIR=\/var\/cache\/site-backup\b/);
    expect(one(drill, 'Service', 'ReadWritePaths')).not.toContain(STORE);
  });
  it('checks the site every minute, its state kept in its own state folder', () => {
    expect(one(ops['site-monitor'].timer, 'Timer', 'OnCalendar')).toBe('minutely');
    const monitor = ops['site-monitor'].service;
    expect(one(monitor, 'Service', 'ExecStart')).toBe(
      '/usr/bin/node --import tsx scripts/ops/monitor.ts --once --url ${SITE_URL} --health-url http://127.0.0.1:9000/healthz',
    );
    expect(one(monitor, 'Service', 'StateDirectory')).toBe('site-monitor');
    expect(one(monitor, 'Service', 'Environment')).toContain('MONITOR_STATE=/var/lib/site-monitor/state.json');
  });
  it('writes the traffic report nightly from the rotated logs, without network', () => {
    expect(one(ops['site-traffic'].timer, 'Timer', 'OnCalendar')).toBe('*-*-* 01:00:00');
    const traffic = ops['site-traffic'].service;
    expect(one(traffic, 'Service', 'ExecStart')).toContain('scripts/ops/traffic.ts --out /var/lib/site-traffic/report /var/log/nginx/access.log*');
    expect(one(traffic, 'Service', 'SupplementaryGroups')).toBe('adm');
    expect(one(traffic, 'Service', 'PrivateNetwork')).toBe('yes');
  });
});

describe('a failed run mails the operators (deploy/site-ops-failed@.service)', () => {
  const failed = parseUnit('site-ops-failed@.service');
  it.each(['site-backup', 'site-backup-drill', 'site-traffic', 'site-purge'])('%s names it in OnFailure=, with itself as the instance', (name) => {
    const service = name === 'site-purge' ? purge : ops[name].service;
    expect(one(service, 'Unit', 'OnFailure')).toBe('site-ops-failed@%n.service');
  });
  it('not the minute check, which mails outages itself (its failures are failed mails: a mail each minute would fail alike)', () => {
    expect(ops['site-monitor'].service.Unit.OnFailure).toBeUndefined();
  });
  it('is a confined oneshot mailing with the server settings, reading the journal, given the failed unit', () => {
    expect(one(failed, 'Service', 'Type')).toBe('oneshot');
    expect(one(failed, 'Service', 'DynamicUser')).toBe('yes');
    expect(one(failed, 'Service', 'SupplementaryGroups')).toBe('systemd-journal');
    expect(one(failed, 'Service', 'EnvironmentFile')).toBe('/etc/site-server/env');
    expect(one(failed, 'Service', 'ExecStart')).toBe('/usr/bin/node --import tsx scripts/ops/unit-failed.ts %i');
    expect(fs.existsSync(path.join(ROOT, 'scripts/ops/unit-failed.ts'))).toBe(true);
    expect(one(failed, 'Service', 'NoNewPrivileges')).toBe('yes');
    expect(one(failed, 'Service', 'ProtectSystem')).toBe('strict');
    expect(one(failed, 'Service', 'CapabilityBoundingSet')).toBe('');
    expect(failed.Install).toBeUndefined();
  });
});

it('passes systemd-analyze verify with nothing to say', () => {
  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  if (analyze.status !== 0) throw new Error('systemd-analyze is missing: apt-get install systemd (Debian package systemd)');
  // A template is checked through an instance: systemd reads site-ops-failed@.service from the same folder.
  const files = [
    'site-server.service',
    'site-purge.service',
    'site-purge.timer',
    ...OPS_SERVICES.flatMap((n) => [`${n}.service`, `${n}.timer`]),
    'site-ops-failed@site-backup.service.service',
  ].map((f) => path.join(ROOT, 'deploy', f));
  const result = spawnSync('systemd-analyze', ['verify', ...files], { encoding: 'utf8' });
  expect(result.status).toBe(0);
  expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
});

it('has an example environment file that sets what the units need', () => {
  const env = fs.readFileSync(path.join(ROOT, 'deploy/site-server.env.example'), 'utf8');
  for (const name of [
    'PUBLIC_DIR',
    'SMTP_URL',
    'MAIL_FROM',
    'MAIL_TO_CONTACT',
    'MAIL_TO_JOBS',
    'RETENTION_DAYS',
    'RESTIC_REPOSITORY',
    'RESTIC_PASSWORD_FILE',
    'MAIL_TO_OPERATORS',
    'SITE_URL',
  ])
    expect(env).toMatch(new RegExp(`^${name}=`, 'm'));
  expect(one(server, 'Service', 'EnvironmentFile')).toBe('/etc/site-server/env');
  expect(one(purge, 'Service', 'EnvironmentFile')).toBe('-/etc/site-server/env');
});
