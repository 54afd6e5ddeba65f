// One provider for the client state: loading flag, platform, device class, browser, direction, client
// width and height, full-page flag. Server rendering and the first client render use the same values
// (SERVER_ENV, no size, loading on), so hydration never mismatches. What needs the browser costs
// nothing until a component reads it: the user agent is parsed, and a resize listener attached, only
// while a component uses those values (external stores, below); no page does today.
// The loading flag is cleared 666 ms after mount.
import React, { createContext, useEffect, useMemo, useState } from 'react';
import { SERVER_ENV, detectClientEnv, directionOf, type ClientEnv, type Direction } from '../runtime/client-env';
import type { Language } from '../lib/i18n-config';
import { HYDRATED_ATTRIBUTE } from '../runtime/page-settled';

export const INITIAL_LOADING_CLEAR_MS = 666;

export type ClientSize = { width: number | null; height: number | null };

export type ClientState = ClientEnv &
  ClientSize & {
    loading: boolean;
    direction: Direction;
    fullPage: boolean;
  };

export type ClientStateActions = {
  setLoading: (loading: boolean) => void;
  setFullPage: (fullPage: boolean) => void;
};

/** What the provider itself holds: the cheap part of the state. */
export type ProvidedClientState = Pick<ClientState, 'loading' | 'direction' | 'fullPage'> & ClientStateActions;

export const ClientStateContext = createContext<ProvidedClientState | null>(null);

/** An external store for useSyncExternalStore: the browser's value, and the server's (also the first client render's). */
export type ClientStore<T> = { subscribe: (onChange: () => void) => () => void; getSnapshot: () => T; getServerSnapshot: () => T };

let envOf: { ua: string; env: ClientEnv } | null = null;
/** Platform, device class and browser from the user agent, parsed on first read (and again if it changes). */
export const clientEnvStore: ClientStore<ClientEnv> = {
  subscribe: () => () => undefined,
  getSnapshot: () => {
    const ua = navigator.userAgent;
    if (envOf?.ua !== ua) envOf = { ua, env: detectClientEnv(ua, navigator.maxTouchPoints ?? 0) };
    return envOf.env;
  },
  getServerSnapshot: () => SERVER_ENV,
};

const NO_SIZE: ClientSize = { width: null, height: null };
let size: ClientSize = NO_SIZE;
function measure(): ClientSize {
  const root = document.documentElement;
  const next = { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
  if (next.width !== size.width || next.height !== size.height) size = next;
  return size;
}
/** The client width and height; a resize listener (one update per frame) only while a component reads them. */
export const clientSizeStore: ClientStore<ClientSize> = {
  subscribe: (onChange) => {
    // The last reading may be from before this component mounted.
    const before = size;
    if (measure() !== before) onChange();
    let frame = 0;
    const onResize = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
        onChange();
      });
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (frame) window.cancelAnimationFrame(frame);
    };
  },
  getSnapshot: () => (size === NO_SIZE ? measure() : size),
  getServerSnapshot: () => NO_SIZE,
};

type ClientStateProviderProps = { language: Language; fullPage?: boolean; children: React.ReactNode };

export function ClientStateProvider({ language, fullPage: initialFullPage = false, children }: ClientStateProviderProps) {
  const [loading, setLoading] = useState(true);
  const [fullPage, setFullPage] = useState(initialFullPage);

  useEffect(() => setFullPage(initialFullPage), [initialFullPage]);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), INITIAL_LOADING_CLEAR_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // A signal for tests and styles that React is now in charge (data-js is set before hydration).
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);

  const value = useMemo(() => ({ loading, direction: directionOf(language), fullPage, setLoading, setFullPage }), [loading, language, fullPage]);
  return <ClientStateContext.Provider value={value}>{children}</ClientStateContext.Provider>;
}
