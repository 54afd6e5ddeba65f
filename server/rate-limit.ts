// @fastify/rate-limit's settings shared by every limit of the server (the forms', the pages', the
// health check's): only Retry-After is sent, and going over throws an error that the error handler
// (server/errors.ts) turns into the localized 429 envelope.
export const RATE_LIMIT_COMMON = {
  errorResponseBuilder: (): Error & { statusCode: number } => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
} as const;
