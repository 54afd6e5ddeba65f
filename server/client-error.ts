// Requests Node's HTTP parser refuses before Fastify sees them (a malformed chunk size, Content-Length
// with chunked, headers too large or too slow): answered in the site's error format, the envelope with
// a localized message and the build's security headers, instead of Fastify's raw "Client Error"; then
// the connection is closed, since what follows on it cannot be trusted.
import type { Socket } from 'node:net';
import { failure, languageFromHeader, type Translator } from './messages';

// Fastify types rawPacket loosely; Node hands a Buffer.
type ClientError = Error & { code?: string; rawPacket?: unknown };

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** The Accept-Language of the refused request's bytes, if they got that far. */
function acceptLanguageOf(raw: unknown): string | undefined {
  return Buffer.isBuffer(raw) ? /\r\nAccept-Language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1'))?.[1] : undefined;
}

export function clientErrorHandler(translator: Translator, securityHeaders: Record<string, string>) {
  return function answerClientError(error: ClientError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const language = languageFromHeader(acceptLanguageOf(error.rawPacket));
    const message = translator.t(language, status === 408 ? 'errors.requestTimeout' : 'errors.invalidJson');
    const body = JSON.stringify(failure([{ type: 'error', message }]));
    const headers = {
      ...securityHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${head.join('')}\r\n${body}`);
  };
}
