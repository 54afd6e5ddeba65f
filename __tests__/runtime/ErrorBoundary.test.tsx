// Render errors: the error page with status 500 and the message (or a JSON dump), in the
// page's language, a link home, the rest of the layout intact; the fallback when the error page fails.
import React, { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createTestI18n, renderWithI18n } from '../utils/render-with-i18n';
import { siteTheme } from '../../src/styles/theme';
import { PageErrorBoundary } from '../../src/components/runtime/PageErrorBoundary';
import { RootErrorBoundary } from '../../src/components/runtime/RootErrorBoundary';
import { describeError, errorStatus } from '../../src/lib/render-error';

function Thrower({ error }: { error: unknown }): React.ReactElement {
  throw error;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary log every caught error; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function Frame({ error, language }: { error: unknown; language: 'fa' | 'en' }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <header>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          header {count}
        </button>
      </header>
      <main>
        <PageErrorBoundary language={language}>
          <Thrower error={error} />
        </PageErrorBoundary>
      </main>
    </>
  );
}

describe('when a page throws while rendering', () => {
  it('shows the English error page with status 500, the message and a link home; the header still works', () => {
    renderWithI18n(<Frame error={new Error('Widget exploded')} language="en" />, { language: 'en' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sorry, something went wrong' })).toHaveFocus();
    expect(within(main).getByText('Error code: 500')).toBeInTheDocument();
    expect(within(main).getByText('Widget exploded')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
    fireEvent.click(screen.getByRole('button', { name: 'header 0' }));
    expect(screen.getByRole('button', { name: 'header 1' })).toBeInTheDocument();
  });

  it('shows the Persian error page with Persian digits and the Persian home link', () => {
    renderWithI18n(<Frame error={new Error('خرابی')} language="fa" />, { language: 'fa' });
    expect(screen.getByRole('heading', { level: 1, name: 'متأسفانه مشکلی پیش آمد' })).toBeInTheDocument();
    expect(screen.getByText('کد خطا: ۵۰۰')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحهٔ اصلی' })).toHaveAttribute('href', '/');
  });

  it('dumps a thrown value without a message as JSON', () => {
    renderWithI18n(<Frame error={{ code: 'E42', detail: [1, 2] }} language="en" />, { language: 'en' });
    const dump = screen.getByText((_, el) => el?.tagName === 'PRE' && (el.textContent ?? '').includes('"code": "E42"'));
    expect(JSON.parse(dump.textContent ?? '')).toEqual({ code: 'E42', detail: [1, 2] });
  });

  it('keeps a 4xx/5xx status the error carries', () => {
    expect(errorStatus(Object.assign(new Error('gone'), { statusCode: 410 }))).toBe(410);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus('x')).toBe(500);
  });
});

describe('when the error page itself fails', () => {
  // The page's translations break while the error page renders (i18next throws for errors.*).
  function renderWithBrokenErrorWords(language: 'fa' | 'en') {
    const i18n = createTestI18n(language);
    const realT = i18n.t.bind(i18n);
    jest.spyOn(i18n, 't').mockImplementation(((key: string | string[], ...rest: unknown[]) => {
      if (String(key).startsWith('errors.')) throw new Error('translations unavailable');
      return (realT as (...args: unknown[]) => unknown)(key, ...rest);
    }) as typeof i18n.t);
    return render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={siteTheme}>
          <Frame error={new Error('Widget exploded')} language={language} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  }

  it('shows the fallback with both errors and a link home', () => {
    renderWithBrokenErrorWords('en');
    expect(screen.getByRole('heading', { level: 1, name: 'An error occurred while showing the error page' })).toBeInTheDocument();
    const details = screen.getByText(/translations unavailable/);
    expect(details).toHaveTextContent('Widget exploded');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
    // The header outside the boundary still works.
    fireEvent.click(screen.getByRole('button', { name: 'header 0' }));
    expect(screen.getByRole('button', { name: 'header 1' })).toBeInTheDocument();
  });

  it('says it in Persian on Persian pages', () => {
    renderWithBrokenErrorWords('fa');
    expect(screen.getByRole('heading', { level: 1, name: 'هنگام نمایش صفحهٔ خطا مشکلی پیش آمد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحهٔ اصلی' })).toHaveAttribute('href', '/');
  });
});

describe('the outermost boundary (outside the translations)', () => {
  it('shows the error page with the bundled words of the page language', () => {
    renderWithI18n(
      <RootErrorBoundary language="en">
        <Thrower error={new Error('Header broke')} />
      </RootErrorBoundary>,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Header broke')).toBeInTheDocument();
  });

  it('renders its children again when the route changes', () => {
    function Maybe({ fail }: { fail: boolean }) {
      if (fail) throw new Error('first page broke');
      return <p>second page</p>;
    }
    const { rerender } = renderWithI18n(
      <RootErrorBoundary language="en" resetKey="/a/">
        <Maybe fail />
      </RootErrorBoundary>,
      { language: 'en' },
    );
    expect(screen.getByText('first page broke')).toBeInTheDocument();
    rerender(
      <RootErrorBoundary language="en" resetKey="/b/">
        <Maybe fail={false} />
      </RootErrorBoundary>,
    );
    expect(screen.getByText('second page')).toBeInTheDocument();
  });
});

describe('describing errors', () => {
  it.each([
    [new Error('plain'), 'plain'],
    [Object.assign(new Error(''), { name: 'TypeError' }), 'TypeError'],
    ['a string', 'a string'],
    [{ message: 'object with message' }, 'object with message'],
    [{ a: 1 }, '{\n  "a": 1\n}'],
    [undefined, 'undefined'],
  ])('%p → %p', (error, text) => {
    expect(describeError(error)).toBe(text);
  });

  it('falls back to String() for values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic)).toBe('[object Object]');
  });
});
