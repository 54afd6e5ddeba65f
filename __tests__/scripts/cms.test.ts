/** @jest-environment node */
// `npm run cms` publishes into the working copy's checked-out branch, so it refuses a folder that is not a
// git checkout, a detached HEAD, git without an author, and uncommitted changes (decap-server would commit
// them into the next draft), naming what to do.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { checkedOutBranch, WorkingCopyError } from '../../scripts/cms';

let dir: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
// An environment where git finds no author of its own (no global configuration).
const env = { ...process.env, HOME: os.tmpdir(), XDG_CONFIG_HOME: os.tmpdir(), GIT_CONFIG_NOSYSTEM: '1' };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-copy-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function repository() {
  git('init', '--quiet', '--initial-branch=site-main');
  git('config', 'user.name', 'Maintainer');
  git('config', 'user.email', 'maintainer@example.ir');
  fs.writeFileSync(path.join(dir, 'a.json'), '{}\n');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'first');
}

describe('the working copy npm run cms edits', () => {
  it('is the checked-out branch of a clean checkout', () => {
    repository();
    expect(checkedOutBranch(dir)).toBe('site-main');
  });

  it('is refused when the folder is not a git checkout', () => {
    expect(() => checkedOutBranch(dir)).toThrow(WorkingCopyError);
    expect(() => checkedOutBranch(dir)).toThrow('is not a git working copy');
  });

  it('is refused with a detached HEAD', () => {
    repository();
    git('checkout', '--quiet', '--detach');
    expect(() => checkedOutBranch(dir)).toThrow('no branch is checked out (detached HEAD)');
  });

  it('is refused with uncommitted changes, naming them', () => {
    repository();
    fs.writeFileSync(path.join(dir, 'a.json'), '{"x":1}\n');
    fs.writeFileSync(path.join(dir, 'new.txt'), 'x');
    expect(() => checkedOutBranch(dir)).toThrow(/uncommitted changes \(a\.json, new\.txt\): commit or stash them first/);
  });

  it('is refused when git has no author to commit drafts as', () => {
    repository();
    git('config', '--unset', 'user.email');
    expect(() => checkedOutBranch(dir, env)).toThrow('git has no user.email');
  });
});
