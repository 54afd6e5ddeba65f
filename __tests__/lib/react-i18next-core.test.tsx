// The site's bundles use src/lib/react-i18next-core.ts in place of react-i18next (gatsby-node.ts
// alias). Each case renders the same component with the real react-i18next 12 and with the core, on
// the same i18next instance, and compares what the visitor would read, before and after a change of
// language.
import path from 'path';
import React from 'react';
import { act, render } from '@testing-library/react';
import * as core from '../../src/lib/react-i18next-core';
import { I18nCore } from '../../src/lib/i18next-core';

// The real package, by file: jest.config.js maps the bare name `react-i18next` to the core.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- by file path, which an import cannot take past moduleNameMapper
const real = require(path.resolve(__dirname, '../../node_modules/react-i18next/dist/commonjs/index.js')) as typeof core;

const resources = {
  fa: { common: { hello: 'سلام {{name}}', menu: { home: 'خانه' } }, page: { title: 'عنوان صفحه', hello: 'سلام صفحه' } },
  en: { common: { hello: 'Hello {{name}}', menu: { home: 'Home' } }, page: { title: 'Page title', hello: 'Hello page' } },
};

function instance(lng = 'fa') {
  const i18n = new I18nCore();
  void i18n.init({
    resources,
    lng,
    fallbackLng: 'fa',
    defaultNS: 'page',
    fallbackNS: ['common'],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

type Lib = typeof core;
type Probe = (lib: Lib) => React.FC;

const probes: [string, Probe][] = [
  [
    'default namespace from the instance, fallback namespace behind it',
    (lib) => () => {
      const { t } = lib.useTranslation();
      return <p>{`${t('title')} | ${t('menu.home')} | ${t('hello', { name: 'x' })}`}</p>;
    },
  ],
  [
    'a named namespace',
    (lib) => () => {
      const { t } = lib.useTranslation('common');
      return <p>{`${t('hello', { name: 'Ali' })} | ${t('page:title')}`}</p>;
    },
  ],
  [
    'a list of namespaces: the first is the default',
    (lib) => () => {
      const { t } = lib.useTranslation(['common', 'page']);
      return <p>{`${t('hello', { name: 'L' })} | ${t('title')}`}</p>;
    },
  ],
  [
    'a fixed language',
    (lib) => () => {
      const { t } = lib.useTranslation('common', { lng: 'en' });
      return <p>{t('menu.home') as string}</p>;
    },
  ],
  [
    'a key prefix',
    (lib) => () => {
      const { t } = lib.useTranslation('common', { keyPrefix: 'menu' });
      return <p>{t('home') as string}</p>;
    },
  ],
  [
    'the tuple form and ready',
    (lib) => () => {
      const [t, i18n, ready] = lib.useTranslation('page');
      return <p>{`${t('title')} | ${i18n.language} | ${String(ready)}`}</p>;
    },
  ],
];

describe.each(probes)('useTranslation: %s', (label, probe) => {
  async function renderWith(lib: Lib, viaProvider: boolean) {
    const i18n = instance();
    const Probe = probe(lib);
    if (!viaProvider) lib.initReactI18next.init(i18n as never);
    const view = render(
      viaProvider ? (
        <lib.I18nextProvider i18n={i18n as never}>
          <Probe />
        </lib.I18nextProvider>
      ) : (
        <Probe />
      ),
    );
    const before = view.container.textContent;
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    const after = view.container.textContent;
    view.unmount();
    return [before, after];
  }

  it('reads the same as react-i18next, through the provider, before and after a language change', async () => {
    const got = await renderWith(core, true);
    expect(got).toEqual(await renderWith(real, true));
    expect(got[0]).not.toBe('');
    if (label !== 'a fixed language') expect(got[1]).not.toBe(got[0]);
  });

  it('reads the same as react-i18next with the instance from initReactI18next', async () => {
    expect(await renderWith(core, false)).toEqual(await renderWith(real, false));
  });
});

it('a provider defaultNS overrides the instance default, as in react-i18next', () => {
  const text = (lib: Lib) => {
    const Probe = () => <p>{lib.useTranslation().t('hello', { name: 'D' }) as string}</p>;
    const view = render(
      <lib.I18nextProvider i18n={instance() as never} defaultNS="common">
        <Probe />
      </lib.I18nextProvider>,
    );
    const out = view.container.textContent;
    view.unmount();
    return out;
  };
  expect(text(core)).toBe(text(real));
  expect(text(core)).toBe('سلام D');
});

it('keeps the same t between renders while the language stays, so hooks depending on it stay put', () => {
  const seen: unknown[] = [];
  const Probe = ({ n }: { n: number }) => {
    seen.push(core.useTranslation('common').t);
    return <p>{n}</p>;
  };
  const i18n = instance();
  const view = render(
    <core.I18nextProvider i18n={i18n as never}>
      <Probe n={1} />
    </core.I18nextProvider>,
  );
  view.rerender(
    <core.I18nextProvider i18n={i18n as never}>
      <Probe n={2} />
    </core.I18nextProvider>,
  );
  expect(seen).toHaveLength(2);
  expect(seen[0]).toBe(seen[1]);
});
