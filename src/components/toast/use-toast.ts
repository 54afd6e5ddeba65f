// useToast(): notify({ message, variant?, duration?, action? }) with the site's toast rules applied
// (src/components/toast/toast-rules.ts). Returns the toast's key, or null when the rules drop it (empty message).
import { useCallback } from 'react';
import { normalizeToast, type ToastRequest } from './toast-rules';
import { enqueueToast } from './toast-queue';

export type Notify = (request: ToastRequest) => number | null;

export function useToast(): Notify {
  return useCallback<Notify>((request) => {
    const toast = normalizeToast(request);
    return toast ? enqueueToast(toast) : null;
  }, []);
}
