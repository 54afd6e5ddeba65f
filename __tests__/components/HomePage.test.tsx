// The home page's first screen: the key figures come from data/ (capital, years, licences in force at
// the build date, the last full year's return against TEDPIX linking to the performance record), the
// trust strip names the main licence and links to the regulator's register, and every service card
// has an icon (drawn from the icon sprite, as Lucide draws it) and a link that goes to the page its
// title names; the investor facts name the trustee and the auditor. Both languages.
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { ArrowRight, Briefcase, Calculator, Landmark, ShieldCheck } from 'lucide';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithI18n, loadResources } from '../utils/render-with-i18n';
import { staticQueryData, dataFile } from '../utils/static-data';
import { HomePage } from '../../src/components/home/HomePage';
import ToastProvider from '../../src/components/toast/ToastProvider';
import { ICON_NAMES, ICON_SPRITE } from '../../src/components/home/Icon';

jest.mock('gatsby', () => jest.requireActual('../utils/gatsby-mock'));
jest.mock('../../src/lib/build-date', () => ({ BUILD_DATE: '2026-11-23' }));

type Res = Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const res = () => loadResources() as unknown as Res;
const company = dataFile<any>('company.json'); // eslint-disable-line @typescript-eslint/no-explicit-any

function renderHome(language: 'fa' | 'en') {
  (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData());
  return renderWithI18n(
    <ToastProvider>
      <HomePage language={language} />
    </ToastProvider>,
    { language },
  );
}

// A figure by its label (a word joiner keeps a year such as 2025–26 on one line).
const figure = (name: string) => screen.getByText((_, el) => el?.tagName === 'DT' && el.textContent === name).closest('div') as HTMLElement;

describe('HomePage', () => {
  it.each([
    ['en', '600 billion rials', '15+', '6', 'Gross return in 2025–\u206026', '21.9%', 'TEDPIX in the same year: 24.1%', '/en/efficiency/'],
    ['fa', '۶۰۰ میلیارد ریال', 'بیش از ۱۵', '۶', 'بازده ناخالص سال\u00a0۱۴۰۴', '۲۱٫۹٪', 'شاخص کل در همان سال: ۲۴٫۱٪', '/efficiency/'],
  ] as const)('shows the key figures from data/ (%s)', (lng, capital, years, licences, returnLabel, portfolio, index, efficiency) => {
    renderHome(lng);
    const copy = res()[lng].home.figures;
    const figures = screen.getByRole('region', { name: copy.heading.replace('{{companyShortName}}', company.shortName[lng]) });
    expect(within(figures).getByText(copy.capital).nextSibling).toHaveTextContent(capital);
    expect(within(figures).getByText(copy.years).nextSibling).toHaveTextContent(years);
    // Six items in data/licences.json, all in force at the build date.
    expect(within(figures).getByText(copy.licences).nextSibling).toHaveTextContent(new RegExp(`^${licences}$`));
    const ret = figure(returnLabel);
    expect(ret).toHaveTextContent(portfolio);
    // Gross of fees, said twice: in the label and under the figure.
    expect(ret).toHaveTextContent(copy.gross);
    expect(ret).toHaveTextContent(index);
    expect(within(ret).getByRole('link', { name: copy.returnLink })).toHaveAttribute('href', efficiency);
  });

  it.each(['fa', 'en'] as const)('the trust strip names the main licence and links to the regulator register (%s)', (lng) => {
    renderHome(lng);
    const copy = res()[lng].home.trust;
    const strip = screen.getByRole('region', { name: copy.heading });
    expect(strip).toHaveTextContent(lng === 'fa' ? '۱۲۱/۴۷۳۸۵' : '121/47385');
    const register = within(strip).getByRole('link', { name: new RegExp(copy.register) });
    expect(register).toHaveAttribute('href', company.externalLinks.seoRegister);
    expect(register).toHaveAttribute('target', '_blank');
    // The seal's licence is valid at the build date: the strip shows the badge (TrustSeal.test.tsx covers both cases).
    const seal = within(strip).getByRole('link', { name: new RegExp(res()[lng].common.footer.trustSeal) });
    expect(seal).toHaveAttribute('data-seal-status', 'valid');
  });

  it.each([
    ['fa', ''],
    ['en', '/en'],
  ] as const)('each service card has an icon and links to the page its title names (%s)', (lng, prefix) => {
    const { container } = renderHome(lng);
    const cards = container.querySelectorAll('article');
    const highlights = res()[lng].home.highlights as { route: string; title: string }[];
    expect(cards).toHaveLength(highlights.length);
    const routes = dataFile<{ id: string; path: string }[]>('routes.json');
    highlights.forEach((h, i) => {
      const icon = cards[i].querySelector('svg[aria-hidden="true"] use')?.getAttribute('href') ?? '';
      expect(icon).toMatch(new RegExp(`^${ICON_SPRITE}#(${ICON_NAMES.join('|')})$`));
      const link = within(cards[i] as HTMLElement).getByRole('link', { name: h.title });
      expect(link).toHaveAttribute('href', prefix + routes.find((r) => r.id === h.route)!.path);
      expect(h.title).toBe(res()[lng].common.menu.routes[h.route]);
    });
  });

  it.each([
    ['en', '10 billion rials', /^Net -?[\d.]+% \(gross -?[\d.]+%\)/, '95,300 billion rials in the composite, of 104,800 billion rials in all'],
    ['fa', '۱۰ میلیارد ریال', /^خالص/, '۹۵٬۳۰۰ میلیارد ریال در مجموعهٔ سبدها، از ۱۰۴٬۸۰۰ میلیارد ریال دارایی کل'],
  ] as const)('gives an investor the minimum, the latest figure net beside gross, assets and the first step (%s)', (lng, minimum, latest, assets) => {
    renderHome(lng);
    const copy = res()[lng].home.investor;
    const box = screen.getByRole('region', { name: copy.heading });
    expect(within(box).getByText(copy.minimum).nextSibling).toHaveTextContent(minimum);
    expect(box.querySelector('[data-figure="latest"] dd')?.textContent).toMatch(latest);
    expect(box).toHaveTextContent(assets);
    expect(within(box).getByRole('link', { name: copy.firstStepLink })).toHaveAttribute('href', `${lng === 'en' ? '/en' : ''}/registration-procedures/`);
  });

  it.each([
    ['en', 'Trustee: Daqiq-Andish Pars Audit Institute, since 2022–23', 'Taraz Rahnemoud Audit Institute, since 2024–25'],
    ['fa', 'متولی: مؤسسهٔ حسابرسی دقیق‌اندیش پارس، از سال ۱۴۰۱', 'مؤسسهٔ حسابرسی تراز رهنمود، از سال ۱۴۰۳'],
  ] as const)('names the trustee and the auditor of data/company.json among the investor facts (%s)', (lng, trustee, auditor) => {
    renderHome(lng);
    const copy = res()[lng].home.investor;
    const box = screen.getByRole('region', { name: copy.heading });
    const item = within(box).getByText(copy.oversight).closest('div') as HTMLElement;
    const [first, second] = item.querySelectorAll('dd');
    expect(first).toHaveTextContent(trustee);
    expect(second).toHaveTextContent(auditor);
    expect(second).toHaveTextContent(company.oversight.auditor.name[lng]);
  });

  it('draws every icon from the sprite, as Lucide draws it', () => {
    const sprite = fs.readFileSync(path.join(__dirname, '../../static', ICON_SPRITE), 'utf8');
    const lucide = { portfolio: Briefcase, offering: Landmark, calculator: Calculator, shield: ShieldCheck, forward: ArrowRight };
    const drawn = (nodes: readonly (readonly [string, Record<string, string | number | undefined>])[]) =>
      nodes
        .map(
          ([tag, attrs]) =>
            `<${tag} ${Object.entries(attrs)
              .map(([k, v]) => `${k}="${v}"`)
              .join(' ')}/>`,
        )
        .join('');
    for (const name of ICON_NAMES) {
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">${drawn(lucide[name])}</symbol>`);
    }
  });

  it('marks the forward arrow as directional, so it is mirrored on Persian pages', () => {
    renderHome('fa');
    const cta = screen.getByRole('link', { name: res().fa.home.hero.primaryCta });
    expect(cta.querySelector('svg[data-directional]')).not.toBeNull();
  });
});
