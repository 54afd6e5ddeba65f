// What a deploy says and records about itself: its output lines, who ran it and from which pipeline
// (written into each release's record and deploy.log), and the lines of deploy.log.
import os from 'node:os';

/** One line of the command's output. */
export function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Text from the environment, safe for a one-line log and a JSON record. */
function clean(value: string | undefined): string {
  return value ? value.replace(/[^\p{L}\p{N} ._@:/#+-]/gu, '').slice(0, 200) : '';
}

/** Who deploys: the CI's user, else this machine's user and host. */
export function deployer(env: NodeJS.ProcessEnv = process.env): string {
  return clean(env.GITLAB_USER_LOGIN || env.GITHUB_ACTOR || `${os.userInfo().username}@${os.hostname()}`);
}

/** The pipeline that deploys, when a CI runs it. */
export function pipelineUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CI_PIPELINE_URL) return clean(env.CI_PIPELINE_URL);
  if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID)
    return clean(`${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`);
  return '';
}

/** One line of deploy.log: the time, then what happened. */
export function logLine(words: (string | null | undefined)[]): string {
  return `${new Date().toISOString()} ${words.filter(Boolean).join(' ')}\n`;
}

/** The first line of an error's message, short enough for a record or a log line. */
export function firstLine(error: unknown): string {
  return (error as Error).message.split('\n')[0].slice(0, 300);
}

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
