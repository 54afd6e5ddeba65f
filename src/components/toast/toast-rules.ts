// Pure toast rules (docs/forms-and-calls.md, "Toasts"): empty messages are ignored; durations are clamped; unknown variants fall back to 'warning'.

export const TOAST_VARIANTS = ['info', 'warning', 'danger', 'error', 'success'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const TOAST_DEFAULT_DURATION = 3500;
/** A duration under this is replaced by the default ("under 3000 ms becomes 3500 ms"). */
export const TOAST_MIN_DURATION = 3000;
export const TOAST_MAX_DURATION = 30000;
export const TOAST_DEFAULT_VARIANT: ToastVariant = 'warning';

export type ToastAction = { label: string; onClick: () => void };

export type ToastRequest = {
  message: string | null | undefined;
  variant?: string;
  duration?: number;
  action?: ToastAction;
};

export type Toast = { message: string; variant: ToastVariant; duration: number; action?: ToastAction };

export function isToastVariant(value: unknown): value is ToastVariant {
  return typeof value === 'string' && (TOAST_VARIANTS as readonly string[]).includes(value);
}

export function toastDuration(duration: number | undefined): number {
  if (duration === undefined || !Number.isFinite(duration)) return TOAST_DEFAULT_DURATION;
  if (duration < TOAST_MIN_DURATION) return TOAST_DEFAULT_DURATION;
  return Math.min(duration, TOAST_MAX_DURATION);
}

/** Applies the rules; returns null for a toast that must not be shown. */
export function normalizeToast({ message, variant, duration, action }: ToastRequest): Toast | null {
  if (typeof message !== 'string') return null;
  const text = message.trim();
  if (!text) return null;
  return {
    message: text,
    variant: isToastVariant(variant) ? variant : TOAST_DEFAULT_VARIANT,
    duration: toastDuration(duration),
    ...(action ? { action } : {}),
  };
}
