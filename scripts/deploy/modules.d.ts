// Types of scripts/deploy.mjs for the TypeScript tests that call it in-process (__tests__/e2e/deploy.test.ts).
declare module '*/scripts/deploy.mjs' {
  /** Runs the command with these arguments; resolves with its exit code (0, 1 failure, 2 usage). */
  export function main(argv: string[]): Promise<number>;
}
declare module '*/scripts/deploy/releases.mjs' {
  export type ReleaseMeta = { status: string; carried?: Record<string, string>; [key: string]: unknown };
  export type State = {
    exists: boolean;
    current: string | null;
    currentLink: string | null;
    lock: string | null;
    entries: string[];
    releases: { id: string; meta: ReleaseMeta | null }[];
    strays: string[];
    incoming: string[];
  };
  export const RELEASE_ID: RegExp;
  export const CARRY_DAYS: number;
  export const STATUS: Record<'new' | 'ok' | 'failed' | 'withdrawn', string>;
  export function releaseId(date: Date, commit: string): string;
  export function releaseTime(id: string): Date | null;
  export function isHashedAsset(relativePath: string): boolean;
  export function carryPlan(input: {
    outgoingFiles: string[];
    outgoingCarried?: Record<string, string>;
    incomingFiles: Set<string>;
    now: Date;
    days?: number;
  }): { files: string[]; carried: Record<string, string>; expired: number };
  export function parseState(text: string): State;
  export function previousRelease(state: State): string | null;
  export function prunePlan(state: State, keep: number): string[];
  export function formatList(state: State, target: string): string;
}
declare module '*/scripts/deploy/target.mjs' {
  export function cleanAbsolutePath(value: string): string | null;
  export function parseTarget(value: string): { kind: 'local'; dir: string } | { kind: 'ssh'; host: string; dir: string } | null;
  export function shellQuote(word: string): string;
}
declare module '*/scripts/deploy/commit-status.mjs' {
  export type StatusRequest = { url: string; headers: Record<string, string>; body: string };
  export function statusRequest(input: {
    forge: string;
    apiUrl: string;
    project: string;
    sha: string;
    ref?: string;
    pipelineId?: string;
    context: string;
    state: string;
    targetUrl?: string;
    description?: string;
    token: string | undefined;
  }): StatusRequest;
  export function postStatus(request: StatusRequest, options?: { attempts?: number; fetchImpl?: typeof fetch }): Promise<number>;
}
