// The runtime pieces in the layout: connection indicator, loading bar, update toast, offline page.
import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../utils/render-with-i18n';
import { BACK_ONLINE_VISIBLE_MS, ConnectionStatus } from '../../src/components/runtime/ConnectionStatus';
import { LoadingBar } from '../../src/components/runtime/LoadingBar';
import { OfflinePage } from '../../src/offline/OfflinePage';
import { offerablePages } from '../../src/offline/OfflineView';
import { UpdateNotice } from '../../src/components/toast/UpdateNotice';
import ToastProvider from '../../src/components/toast/ToastProvider';
import { LoadingBarController } from '../../src/runtime/loading-bar';
import { announceUpdateReady, resetRuntimeEvents } from '../../src/runtime/runtime-events';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
});

describe('connection indicator', () => {
  it('is a polite status that follows the browser going offline and back', () => {
    renderWithI18n(<ConnectionStatus />, { language: 'en' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('You are connected to the internet');
    act(() => setOnline(false));
    expect(status).toHaveTextContent('You are offline');
    expect(status).toHaveAttribute('data-online', 'false');
    act(() => setOnline(true));
    expect(status).toHaveAttribute('data-online', 'true');
  });

  it('is seen only offline and for a few seconds after the connection returns', () => {
    jest.useFakeTimers();
    try {
      renderWithI18n(<ConnectionStatus />, { language: 'en' });
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('data-seen', 'false');
      act(() => setOnline(false));
      expect(status).toHaveAttribute('data-seen', 'true');
      act(() => setOnline(true));
      expect(status).toHaveAttribute('data-seen', 'true');
      act(() => jest.advanceTimersByTime(BACK_ONLINE_VISIBLE_MS));
      expect(status).toHaveAttribute('data-seen', 'false');
      // Still announced: the status keeps its words for assistive technology.
      expect(status).toHaveTextContent('You are connected to the internet');
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks Persian on Persian pages', () => {
    renderWithI18n(<ConnectionStatus />);
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('اتصال اینترنت قطع است');
  });
});

describe('loading bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears after the throttle as a labelled progress bar and goes 500 ms after completion', () => {
    const controller = new LoadingBarController();
    renderWithI18n(<LoadingBar controller={controller} />, { language: 'en' });
    act(() => controller.start());
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(250 + 1000);
    });
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    act(() => controller.finish());
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('update available', () => {
  beforeEach(() => resetRuntimeEvents());

  it('offers a toast with a reload action once, when the new service worker is ready', async () => {
    renderWithI18n(
      <ToastProvider>
        <UpdateNotice />
      </ToastProvider>,
      { language: 'en' },
    );
    act(() => announceUpdateReady());
    expect(await screen.findByText('A new version of the site is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    act(() => announceUpdateReady());
    expect(screen.getAllByText('A new version of the site is available.')).toHaveLength(1);
  });

  it('tells a layout that mounts after the announcement', async () => {
    announceUpdateReady();
    renderWithI18n(
      <ToastProvider>
        <UpdateNotice />
      </ToastProvider>,
    );
    expect(await screen.findByText('نسخهٔ تازه‌ای از سایت آماده است.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
  });
});

describe('offline page', () => {
  it('says what happened, offers a retry and links to the available pages', () => {
    const onRetry = jest.fn();
    renderWithI18n(
      <OfflinePage
        language="en"
        online={false}
        available={[
          { path: '/en/', label: 'Home' },
          { path: '/en/about-us/', label: 'Company introduction' },
        ]}
        onRetry={onRetry}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Company introduction' })).toHaveAttribute('href', '/en/about-us/');
  });

  it.each([
    ['en', 'You are offline', 'Your connection is back'],
    ['fa', 'شما آفلاین هستید', 'اتصال دوباره برقرار شد'],
  ] as const)('is in one state at a time: offline, or the connection back (%s)', (lng, offline, back) => {
    const { rerender } = renderWithI18n(<OfflinePage language={lng} online={false} available={[]} onRetry={() => undefined} />, { language: lng });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(offline);
    expect(screen.queryByText(back)).toBeNull();
    rerender(<OfflinePage language={lng} online available={[]} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(back);
    expect(screen.queryByText(offline)).toBeNull();
  });

  it('offers the cached pages by their menu names, never a superseded page', () => {
    const routes = { home: '/', 'about-us': '/about-us/', 'about-us-old': '/about-us-old/' };
    expect(offerablePages(['/en/', '/en/about-us/', '/en/about-us-old/', '/en/no-such/'], routes, (id) => `name of ${id}`)).toEqual([
      { path: '/en/', label: 'name of home' },
      { path: '/en/about-us/', label: 'name of about-us' },
    ]);
  });

  it('says so when nothing is saved yet, in Persian', () => {
    renderWithI18n(<OfflinePage language="fa" online={false} available={[]} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'شما آفلاین هستید' })).toBeInTheDocument();
    expect(screen.getByText(/هنوز صفحه‌ای روی این دستگاه ذخیره نشده است/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحهٔ اصلی' })).toHaveAttribute('href', '/');
  });
});
