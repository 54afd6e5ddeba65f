// Page copy from the page's own namespace with the company facts interpolated ({{capitalNow}}, ...).
// `text` returns a string; `list` returns an array of objects from the copy (never a raw key).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/i18n-config';
import { useFacts } from './use-facts';

export function usePageCopy(namespace: string, language: Language) {
  const { t, i18n } = useTranslation(namespace);
  const facts = useFacts(language);
  const text = useCallback((key: string, values: Record<string, string | number> = {}) => t(key, { ...facts, ...values }) as string, [t, facts]);
  const has = useCallback((key: string) => i18n.exists(key, { ns: namespace }), [i18n, namespace]);
  const list = useCallback(
    <T>(key: string): T[] => {
      if (!i18n.exists(key, { ns: namespace })) return [];
      const value = t(key, { ...facts, returnObjects: true }) as unknown;
      return Array.isArray(value) ? (value as T[]) : [];
    },
    [t, i18n, namespace, facts],
  );
  const object = useCallback(
    <T>(key: string): T | null => {
      if (!i18n.exists(key, { ns: namespace })) return null;
      const value = t(key, { ...facts, returnObjects: true }) as unknown;
      return value && typeof value === 'object' ? (value as T) : null;
    },
    [t, i18n, namespace, facts],
  );
  return { text, has, list, object, facts };
}
