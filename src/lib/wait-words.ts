// A wait (a Retry-After's seconds) in words: the `forms` locale key (locales/*/forms.json `wait.*`) and
// its count, so the server's messages and the forms' own say "a minute", "۱۰ ثانیه" alike.

export type WaitWords = { key: string; values?: { count: number } };

export function waitWords(seconds: number): WaitWords {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole === 1) return { key: 'wait.oneSecond' };
  if (whole < 60) return { key: 'wait.seconds', values: { count: whole } };
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? { key: 'wait.oneMinute' } : { key: 'wait.minutes', values: { count: minutes } };
}
