// The header menu per locale from data/menus.json: groups as dropdowns, links kept in the locale,
// external systems in new tabs, English without crowd-funding and fund-in-fund; an empty external
// URL says "This section will be activated soon" instead of being a dead link.
import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { renderWithI18n, loadResources } from '../utils/render-with-i18n';
import { staticQueryData, dataFile } from '../utils/static-data';
import { Header } from '../../src/components/layout/Header';
import ToastProvider from '../../src/components/toast/ToastProvider';

jest.mock('gatsby', () => jest.requireActual('../utils/gatsby-mock'));

const mockedQuery = useStaticQuery as jest.Mock;
type Company = { externalLinks: Record<string, string> };

function renderHeader(language: 'fa' | 'en', company?: Company) {
  mockedQuery.mockReturnValue(staticQueryData(company ? { companyJson: company } : {}));
  return renderWithI18n(
    <ToastProvider>
      <Header language={language} routeId="about-us" routePath="/about-us/" siteName="Test" />
    </ToastProvider>,
    { language },
  );
}

describe('Header menu', () => {
  it('Persian: all nine entries, the six external systems in new tabs, internal links without prefix', () => {
    renderHeader('fa');
    const nav = screen.getByRole('navigation', { name: 'منوی اصلی' });
    const external = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((a) => a.getAttribute('target') === '_blank');
    const company = dataFile<Company>('company.json');
    expect(external.map((a) => a.getAttribute('href')).sort()).toEqual(
      ['customerPortal', 'nonAttendanceRegistration', 'contractManagement', 'crowdFunding', 'fundInFund', 'blog'].map((k) => company.externalLinks[k]).sort(),
    );
    for (const a of external) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((a) => !a.getAttribute('target'));
    expect(internal.every((a) => !a.getAttribute('href')!.startsWith('/en'))).toBe(true);
    expect(within(nav).getByRole('link', { name: 'معرفی شرکت', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('English: omits crowd-funding and fund-in-fund and keeps links under /en', () => {
    renderHeader('en');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: /Crowd financing/, hidden: true })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Fund-in-fund/, hidden: true })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .filter((a) => a.getAttribute('target') === '_blank'),
    ).toHaveLength(4);
    const internal = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((a) => !a.getAttribute('target'));
    expect(internal.every((a) => a.getAttribute('href')!.startsWith('/en/'))).toBe(true);
    expect(screen.getByRole('link', { name: /^FA/ })).toHaveAttribute('href', '/about-us/');
  });

  // jsdom applies the stylesheet, so links inside closed groups count as hidden: query with hidden: true.
  it('a group opens and closes with aria-expanded true to state, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderHeader('en');
    const about = screen.getByRole('button', { name: 'About us' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('an external system with no URL in data says the section will be activated soon', async () => {
    const user = userEvent.setup();
    const company = dataFile<Company>('company.json');
    renderHeader('en', { ...company, externalLinks: { ...company.externalLinks, blog: '' } });
    const blog = screen.getByRole('button', { name: 'Blog' });
    await user.click(blog);
    const en = loadResources().en as Record<string, Record<string, string>>;
    expect(await screen.findByText(en.feedback.comingSoon)).toBeInTheDocument();
  });

  it('the mobile menu button toggles the menu state', async () => {
    const user = userEvent.setup();
    const { container } = renderHeader('fa');
    // Hidden at desktop width in jsdom (the browser test checks it at 375 px), so found by what it controls.
    const button = container.querySelector<HTMLButtonElement>('button[aria-controls="site-nav"]')!;
    expect(button).toHaveTextContent('منو');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'منوی اصلی', hidden: true })).toHaveAttribute('data-open', 'true');
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
