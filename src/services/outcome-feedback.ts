// Maps a call's outcome to what the visitor is told: the server's own message whenever the answer
// carries one (the spec's "first entry of the messages array", whatever the status: a full store's
// 503 says "try again in a minute" in the page's language), else a `feedback` translation key, with
// the Retry-After wait to say in words when the server gave one.
import type { ApiOutcome } from './api-client';
import type { MessageType } from './envelope';

export type OutcomeFeedback = { kind: 'key'; key: string; variant: MessageType; waitSeconds?: number } | { kind: 'text'; text: string; variant: MessageType };

const KEYS = {
  success: 'request.success',
  failure: 'request.failure',
  'too-large': 'request.tooLarge',
  'rate-limited': 'request.rateLimited',
  'server-error': 'request.serverError',
  'invalid-response': 'request.invalidResponse',
  network: 'request.network',
  timeout: 'request.timeout',
  offline: 'request.offline',
  unauthorized: 'request.unauthorized',
} as const satisfies Record<ApiOutcome['kind'], string>;

/** The same as KEYS, for an answer that said how long to wait (Retry-After) and nothing else. */
const WAIT_KEYS = { 'rate-limited': 'request.rateLimitedWait', 'server-error': 'request.serverErrorWait' } as const;

/** Returns null when nothing should be shown (a 401 that is already redirecting to sign-in). */
export function outcomeFeedback(outcome: ApiOutcome): OutcomeFeedback | null {
  switch (outcome.kind) {
    case 'success':
      return { kind: 'key', key: KEYS.success, variant: 'success' };
    case 'unauthorized':
      if (outcome.redirected) return null;
      break;
    case 'offline':
      return { kind: 'key', key: KEYS.offline, variant: 'warning' };
    default:
      break;
  }
  if ('message' in outcome && outcome.message) return { kind: 'text', text: outcome.message.message, variant: outcome.message.type };
  if ((outcome.kind === 'rate-limited' || outcome.kind === 'server-error') && outcome.retryAfterSeconds) {
    return { kind: 'key', key: WAIT_KEYS[outcome.kind], variant: 'error', waitSeconds: outcome.retryAfterSeconds };
  }
  return { kind: 'key', key: KEYS[outcome.kind], variant: 'error' };
}
