// What the error page says about an unexpected error: its HTTP-like status (500 unless
// the error carries another 4xx/5xx one) and its message, or a JSON dump when it has no message.

export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
    for (const value of [statusCode, status]) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    if (error.message) return error.message;
    return error.name || 'Error';
  }
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string' && (error as { message: string }).message) {
    return (error as { message: string }).message;
  }
  try {
    const dump = JSON.stringify(error, null, 2);
    return dump === undefined ? String(error) : dump;
  } catch {
    return String(error);
  }
}
