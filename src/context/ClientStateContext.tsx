// One provider for the client state: loading flag, platform, device class, browser,
// direction, client width and height, full-page flag. Server rendering and the first client render
// use the same values (SERVER_ENV, no size, loading on), so hydration never mismatches; what needs
// the browser is filled in by effects after mount. The loading flag is cleared 666 ms after mount.
import React, { createContext, useEffect, useMemo, useState } from 'react';
import { SERVER_ENV, detectClientEnv, directionOf, type ClientEnv, type Direction } from '../runtime/client-env';
import type { Language } from '../lib/i18n-config';
import { HYDRATED_ATTRIBUTE } from '../runtime/page-settled';

export const INITIAL_LOADING_CLEAR_MS = 666;

export type ClientState = ClientEnv & {
  loading: boolean;
  direction: Direction;
  width: number | null;
  height: number | null;
  fullPage: boolean;
};

export type ClientStateActions = {
  setLoading: (loading: boolean) => void;
  setFullPage: (fullPage: boolean) => void;
};

export const ClientStateContext = createContext<(ClientState & ClientStateActions) | null>(null);

type ClientStateProviderProps = { language: Language; fullPage?: boolean; children: React.ReactNode };

function viewportSize(): { width: number; height: number } {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

export function ClientStateProvider({ language, fullPage: initialFullPage = false, children }: ClientStateProviderProps) {
  const [loading, setLoading] = useState(true);
  const [env, setEnv] = useState<ClientEnv>(SERVER_ENV);
  const [size, setSize] = useState<{ width: number | null; height: number | null }>({ width: null, height: null });
  const [fullPage, setFullPage] = useState(initialFullPage);

  useEffect(() => setFullPage(initialFullPage), [initialFullPage]);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), INITIAL_LOADING_CLEAR_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    setEnv(detectClientEnv(navigator.userAgent, navigator.maxTouchPoints ?? 0));
    // A signal for tests and styles that React is now in charge (data-js is set before hydration).
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = viewportSize();
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
    };
    const onResize = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const value = useMemo(
    () => ({ loading, ...env, direction: directionOf(language), width: size.width, height: size.height, fullPage, setLoading, setFullPage }),
    [loading, env, language, size, fullPage],
  );
  return <ClientStateContext.Provider value={value}>{children}</ClientStateContext.Provider>;
}
