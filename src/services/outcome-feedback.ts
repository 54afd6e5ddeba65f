// Maps a call's outcome to what the visitor is told: a `feedback` translation key (or the server's own message) and a toast variant.
import type { ApiOutcome } from './api-client';
import type { MessageType } from './envelope';

export type OutcomeFeedback = { kind: 'key'; key: string; variant: MessageType } | { kind: 'text'; text: string; variant: MessageType };

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

/** Returns null when nothing should be shown (a 401 that is already redirecting to sign-in). */
export function outcomeFeedback(outcome: ApiOutcome): OutcomeFeedback | null {
  switch (outcome.kind) {
    case 'success':
      return { kind: 'key', key: KEYS.success, variant: 'success' };
    case 'failure':
      return outcome.message
        ? { kind: 'text', text: outcome.message.message, variant: outcome.message.type }
        : { kind: 'key', key: KEYS.failure, variant: 'error' };
    case 'unauthorized':
      if (outcome.redirected) return null;
      return outcome.message
        ? { kind: 'text', text: outcome.message.message, variant: outcome.message.type }
        : { kind: 'key', key: KEYS.unauthorized, variant: 'error' };
    case 'offline':
      return { kind: 'key', key: KEYS.offline, variant: 'warning' };
    default:
      return { kind: 'key', key: KEYS[outcome.kind], variant: 'error' };
  }
}
