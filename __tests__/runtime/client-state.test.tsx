// The client-state provider: same values on the server and in the first client render (no
// hydration warning), then platform, device class, browser, size and the loading flag after mount.
import React from 'react';
import { TextDecoder, TextEncoder } from 'util';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { ClientStateProvider, INITIAL_LOADING_CLEAR_MS } from '../../src/context/ClientStateContext';
import {
  useBrowserName,
  useClientSize,
  useClientState,
  useDeviceClass,
  useDirection,
  useFullPage,
  useIsLoading,
  usePlatform,
} from '../../src/hooks/use-client-state';

function Probe() {
  const s = useClientState();
  return (
    <output data-testid="state">
      {JSON.stringify({
        loading: s.loading,
        platform: s.platform,
        deviceClass: s.deviceClass,
        browser: s.browser,
        direction: s.direction,
        width: s.width,
        height: s.height,
        fullPage: s.fullPage,
      })}
    </output>
  );
}

// react-dom/server needs TextEncoder, which jsdom lacks; load it after providing one.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the TextEncoder above; imports are hoisted
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const read = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

function setViewport(width: number, height: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(document.documentElement, 'clientHeight', { value: height, configurable: true });
}

const originalUA = window.navigator.userAgent;
afterEach(() => {
  setUserAgent(originalUA);
  jest.useRealTimers();
});

describe('server rendering and hydration', () => {
  it('hydrates the server HTML without a mismatch warning', async () => {
    setUserAgent(ANDROID_CHROME);
    const html = renderToString(
      <ClientStateProvider language="fa">
        <Probe />
      </ClientStateProvider>,
    );
    expect(html).toContain('&quot;platform&quot;:&quot;unknown&quot;');
    expect(html).toContain('&quot;loading&quot;:true');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ClientStateProvider language="fa">
          <Probe />
        </ClientStateProvider>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // After mount the browser's values are in.
    expect(JSON.parse(container.textContent ?? '{}')).toMatchObject({ platform: 'android', deviceClass: 'mobile', browser: 'chrome', direction: 'rtl' });
    act(() => root?.unmount());
    container.remove();
  });
});

describe('after mount', () => {
  it('knows the platform, device class, browser and direction', () => {
    setUserAgent(ANDROID_CHROME);
    render(
      <ClientStateProvider language="en" fullPage>
        <Probe />
      </ClientStateProvider>,
    );
    expect(read()).toMatchObject({ platform: 'android', deviceClass: 'mobile', browser: 'chrome', direction: 'ltr', fullPage: true });
  });

  it('gives each value alone, as the whole state has it', () => {
    setUserAgent(ANDROID_CHROME);
    setViewport(800, 600);
    function Single() {
      const values = { platform: usePlatform(), deviceClass: useDeviceClass(), browser: useBrowserName(), direction: useDirection(), fullPage: useFullPage() };
      return <p data-testid="single">{JSON.stringify({ ...values, ...useClientSize() })}</p>;
    }
    render(
      <ClientStateProvider language="fa">
        <Single />
      </ClientStateProvider>,
    );
    expect(JSON.parse(screen.getByTestId('single').textContent ?? '{}')).toEqual({
      platform: 'android',
      deviceClass: 'mobile',
      browser: 'chrome',
      direction: 'rtl',
      fullPage: false,
      width: 800,
      height: 600,
    });
  });

  it('follows the client width and height on resize', () => {
    jest.useFakeTimers();
    setViewport(1024, 700);
    render(
      <ClientStateProvider language="fa">
        <Probe />
      </ClientStateProvider>,
    );
    expect(read()).toMatchObject({ width: 1024, height: 700 });
    setViewport(390, 844);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    // The update waits for the next animation frame.
    act(() => {
      jest.advanceTimersByTime(50);
    });
    expect(read()).toMatchObject({ width: 390, height: 844 });
  });

  it('clears the loading flag about 666 ms after mount', () => {
    jest.useFakeTimers();
    render(
      <ClientStateProvider language="fa">
        <Probe />
      </ClientStateProvider>,
    );
    expect(read().loading).toBe(true);
    act(() => {
      jest.advanceTimersByTime(INITIAL_LOADING_CLEAR_MS - 1);
    });
    expect(read().loading).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(read().loading).toBe(false);
    expect(INITIAL_LOADING_CLEAR_MS).toBe(666);
  });

  it('costs nothing on a page that reads no browser value: no user-agent read, no resize listener', () => {
    const listen = jest.spyOn(window, 'addEventListener');
    const ua = jest.fn(() => ANDROID_CHROME);
    Object.defineProperty(window.navigator, 'userAgent', { get: ua, configurable: true });
    function Loading() {
      return <p>{String(useIsLoading())}</p>;
    }
    render(
      <ClientStateProvider language="fa">
        <Loading />
      </ClientStateProvider>,
    );
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(listen.mock.calls.filter(([type]) => type === 'resize')).toEqual([]);
    expect(ua).not.toHaveBeenCalled();
    listen.mockRestore();
  });

  it('refuses to be used outside the provider', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/ClientStateProvider/);
    errors.mockRestore();
  });
});
