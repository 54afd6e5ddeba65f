// Sends a form's payload: one request per submit, an Idempotency-Key per attempt (reused when the same payload is retried
// after an uncertain outcome), results as toasts (the server's own message whenever it sent one; a Retry-After said in
// words), the reference of a stored submission for the form to show, and an offline submission kept and sent when the
// connection returns.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast/use-toast';
import { localizeDigits } from '../lib/digits';
import { waitWords } from '../lib/wait-words';
import { getApiClient, type ApiClient, type ApiOutcome } from '../services/api-client';
import { newIdempotencyKey } from '../services/idempotency-key';
import { outcomeFeedback } from '../services/outcome-feedback';
import type { ServiceName } from '../services/registry';
import { useMinimumDisplay } from '../hooks/use-min-display';

// Outcomes after which the server may or may not have stored the request: a retry must carry the same key.
const UNCERTAIN: ReadonlySet<ApiOutcome['kind']> = new Set(['network', 'timeout', 'offline', 'server-error', 'rate-limited', 'invalid-response']);
const QUEUED_TOAST_MS = 10000;

type Attempt = { key: string; body: string };

export type UseSubmitOptions = {
  service: ServiceName;
  /** Called after the server accepted the submission (reset the form, clear the draft). */
  onSuccess?: () => void;
  client?: ApiClient;
};

export type UseSubmitResult<P> = {
  /** Wraps a submit handler (react-hook-form's handleSubmit(...)): a second submit while one runs is ignored. */
  guard: (handler: (event?: FormEvent<HTMLFormElement>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Sends the validated payload (call from the valid-submit handler). */
  send: (payload: P) => Promise<ApiOutcome | null>;
  pending: boolean;
  /** True while an offline submission waits for the 'online' event. */
  queued: boolean;
  /** The reference of the last stored submission (e.g. "0692-123456"), until the next send. */
  reference: string | null;
};

const REFERENCE = /^\d{4}-\d{6}$/;

/** The reference in a success answer's data, when it is one. */
function referenceOf(outcome: ApiOutcome): string | null {
  if (outcome.kind !== 'success') return null;
  const reference = (outcome.data as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' && REFERENCE.test(reference) ? reference : null;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useSubmit<P>({ service, onSuccess, client }: UseSubmitOptions): UseSubmitResult<P> {
  const { t, i18n } = useTranslation(['feedback', 'forms']);
  const notify = useToast();
  const [pending, setPending] = useState(false);
  const [queued, setQueued] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const busy = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const queuedPayload = useRef<P | null>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  const announce = useCallback(
    (outcome: ApiOutcome) => {
      const feedback = outcomeFeedback(outcome);
      if (!feedback) return;
      if (feedback.kind === 'text') return notify({ message: feedback.text, variant: feedback.variant });
      let wait: string | undefined;
      if (feedback.waitSeconds) {
        const words = waitWords(feedback.waitSeconds);
        const count = words.values ? localizeDigits(words.values.count, i18n.language) : '';
        wait = String(t(`forms:${words.key}`, { replace: { count } }));
      }
      return notify({ message: wait ? t(feedback.key, { replace: { wait } }) : t(feedback.key), variant: feedback.variant });
    },
    [i18n.language, notify, t],
  );

  const queue = useCallback(
    (payload: P) => {
      queuedPayload.current = payload;
      setQueued(true);
      notify({ message: t('request.queued'), variant: 'info', duration: QUEUED_TOAST_MS });
    },
    [notify, t],
  );

  const request = useCallback(
    async (payload: P): Promise<ApiOutcome | null> => {
      const body = JSON.stringify(payload);
      // Same payload after an uncertain outcome: the same attempt, so the same key. Anything else: a new attempt.
      if (!attempt.current || attempt.current.body !== body) attempt.current = { key: newIdempotencyKey(), body };
      setReference(null);
      if (isOffline()) {
        queue(payload);
        return null;
      }
      const outcome = await (client ?? getApiClient()).call(service, { body: payload, idempotencyKey: attempt.current.key });
      if (outcome.kind === 'offline') {
        queue(payload);
        return outcome;
      }
      if (!UNCERTAIN.has(outcome.kind)) attempt.current = null;
      announce(outcome);
      if (outcome.kind === 'success') {
        setReference(referenceOf(outcome));
        onSuccessRef.current?.();
      }
      return outcome;
    },
    [announce, client, queue, service],
  );

  const run = useCallback(async <R>(task: () => Promise<R>): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const send = useCallback(
    async (payload: P) => {
      // A new submit replaces a queued one (the visitor may have corrected something meanwhile).
      queuedPayload.current = null;
      setQueued(false);
      return request(payload);
    },
    [request],
  );

  const guard = useCallback<UseSubmitResult<P>['guard']>(
    (handler) => async (event) => {
      if (busy.current) {
        event.preventDefault();
        return;
      }
      await run(() => handler(event));
    },
    [run],
  );

  // While a submission waits, the page listens for the connection to return (only while it stays open).
  useEffect(() => {
    if (!queued || typeof window === 'undefined') return undefined;
    const onOnline = () => {
      const payload = queuedPayload.current;
      if (payload === null || busy.current) return;
      queuedPayload.current = null;
      setQueued(false);
      notify({ message: t('request.sendingQueued'), variant: 'info' });
      void run(() => request(payload));
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [notify, queued, request, run, t]);

  // The "Sending…" state stays at least 200 ms so a fast answer never makes the button flicker.
  const shownPending = useMinimumDisplay(pending);
  return { guard, send, pending: shownPending, queued, reference };
}
