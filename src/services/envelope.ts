// Validates the server's response envelope { success, data, messages: [{ type, message }] }.

export const MESSAGE_TYPES = ['info', 'warning', 'danger', 'error', 'success'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export type ApiMessage = { type: MessageType; message: string };

export type Envelope<T = unknown> = { success: boolean; data: T | null; messages: ApiMessage[] };

// A server message is shown in a toast; an absurdly long one is cut rather than flooding the screen.
const MAX_MESSAGE_LENGTH = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message `type` outside the allowlist (or missing) becomes `error`: an unknown kind is shown as the most serious one rather than dropped. */
export function toMessageType(value: unknown): MessageType {
  return typeof value === 'string' && (MESSAGE_TYPES as readonly string[]).includes(value) ? (value as MessageType) : 'error';
}

function toMessage(entry: unknown): ApiMessage | null {
  if (typeof entry === 'string') {
    const text = entry.trim();
    return text ? { type: 'error', message: text.slice(0, MAX_MESSAGE_LENGTH) } : null;
  }
  if (!isRecord(entry) || typeof entry.message !== 'string') return null;
  const text = entry.message.trim();
  if (!text) return null;
  return { type: toMessageType(entry.type), message: text.slice(0, MAX_MESSAGE_LENGTH) };
}

/** Returns the envelope, or null when the body is not one (no boolean `success`, or `messages` not an array). */
export function parseEnvelope<T = unknown>(body: unknown): Envelope<T> | null {
  if (!isRecord(body) || typeof body.success !== 'boolean') return null;
  if (body.messages !== undefined && body.messages !== null && !Array.isArray(body.messages)) return null;
  const rawMessages: unknown[] = Array.isArray(body.messages) ? body.messages : [];
  const messages = rawMessages.map(toMessage).filter((m): m is ApiMessage => m !== null);
  return { success: body.success, data: (body.data ?? null) as T | null, messages };
}
