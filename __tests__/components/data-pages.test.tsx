// Data-driven pages render whatever data/ holds: a new staff member, licence, contract, history
// entry or return period shows up with no code change, in both languages.
import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n, loadResources } from '../utils/render-with-i18n';
import { asNodes, dataFile } from '../utils/static-data';
import { StaffList, type StaffMember } from '../../src/components/staff/StaffList';
import { LicenceList, type Licence } from '../../src/components/certificate/LicenceList';
import { ContractList, type Contract } from '../../src/components/contracts/ContractList';
import { Timeline, type HistoryEntry } from '../../src/components/history/Timeline';
import { OrgChart, type OrgUnit } from '../../src/components/organization/OrgChart';
import { AnnualReturnsTable } from '../../src/components/efficiency/AnnualReturnsTable';
import { nextJalaliMonth } from '../../src/lib/dates';
import type { PerformanceData } from '../../src/lib/performance';

type Res = Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
const res = () => loadResources() as unknown as Res;
const months = (lng: 'fa' | 'en') => res()[lng].common.calendar.months as string[];

describe('StaffList', () => {
  const newMember: StaffMember = {
    jsonId: 'sara-test',
    group: 'board',
    order: 99,
    name: { fa: 'سارا آزمون', en: 'Sara Azmoon' },
    role: { fa: 'عضو هیئت‌مدیره', en: 'Board member' },
    education: { fa: 'دکتری مالی', en: 'PhD in finance' },
    bio: { fa: 'بیست سال سابقه.', en: 'Twenty years of experience.' },
    qualifications: ['portfolio-management'],
  };
  it.each(['fa', 'en'] as const)('shows every member of the data plus a new one (%s)', (lng) => {
    const members = [...asNodes(dataFile<any[]>('staff.json')), newMember] as StaffMember[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
    renderWithI18n(<StaffList members={members} language={lng} labels={res()[lng].staff.labels} qualificationNames={res()[lng].staff.qualifications} />, {
      language: lng,
    });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(members.length);
    expect(headings[headings.length - 1]).toBe(newMember.name[lng]);
    const card = screen.getByRole('region', { name: newMember.name[lng] });
    expect(within(card).getByText(res()[lng].staff.qualifications['portfolio-management'])).toBeInTheDocument();
  });
});

describe('LicenceList', () => {
  const licence: Licence = {
    jsonId: 'new-licence',
    title: { fa: 'مجوز آزمایشی', en: 'Test licence' },
    issuer: { fa: 'سازمان بورس و اوراق بهادار', en: 'Securities and Exchange Organization' },
    number: '12/345',
    issuedOn: '2024-03-20',
    validUntil: null,
    image: '/images/licences/x.svg',
    imageAlt: { fa: 'تصویر مجوز', en: 'Licence image' },
  };
  it('shows Persian-calendar dates and Persian digits on fa', () => {
    renderWithI18n(<LicenceList licences={[licence]} language="fa" months={months('fa')} labels={res().fa.certificate.labels} today="2026-01-01" />);
    const card = screen.getByRole('region', { name: 'مجوز آزمایشی' });
    expect(within(card).getByText('۱ فروردین ۱۴۰۳')).toBeInTheDocument();
    expect(within(card).getByText('۱۲/۳۴۵')).toBeInTheDocument();
    expect(within(card).getByText(res().fa.certificate.labels.noExpiry)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'تصویر مجوز' })).toHaveAttribute('width', '600');
  });
  it('shows Gregorian dates on en, with every licence of the data', () => {
    const all = [...asNodes(dataFile<any[]>('licences.json')), licence] as Licence[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
    renderWithI18n(<LicenceList licences={all} language="en" months={months('en')} labels={res().en.certificate.labels} today="2026-01-01" />, {
      language: 'en',
    });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(all.length);
    expect(within(screen.getByRole('region', { name: 'Test licence' })).getByText('20 March 2024')).toBeInTheDocument();
  });
});

describe('ContractList', () => {
  const contract: Contract = {
    jsonId: 'new-form',
    title: { fa: 'فرم جدید', en: 'New form' },
    description: { fa: 'توضیح', en: 'Description' },
    file: '/downloads/new-form.pdf',
    language: 'en',
    updated: '2025-01-05',
    sizeBytes: 52_430,
  };
  it.each([
    ['fa', 'فرم جدید', '۵۱ کیلوبایت'],
    ['en', 'New form', '51 KB'],
  ] as const)('lists a new contract with its type, size and download link (%s)', (lng, title, size) => {
    renderWithI18n(
      <ContractList
        contracts={[contract]}
        language={lng}
        months={months(lng)}
        labels={res()[lng].contracts.labels}
        units={res()[lng].common.units}
        documentLanguageNames={res()[lng].common.documentLanguages}
      />,
      { language: lng },
    );
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(size))).toBeInTheDocument();
    expect(screen.getByText(/PDF/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: res()[lng].contracts.labels.download })).toHaveAttribute('href', '/downloads/new-form.pdf');
  });
});

describe('Timeline', () => {
  it('puts a new entry in date order with a Persian date on fa', () => {
    const entries = [
      ...dataFile<HistoryEntry[]>('history.json'),
      { date: '2010-01-01', title: { fa: 'پیش از تأسیس', en: 'Before founding' }, body: { fa: 'متن', en: 'Text' } },
    ];
    renderWithI18n(<Timeline entries={entries} language="fa" months={months('fa')} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(entries.length);
    expect(within(items[0]).getByRole('heading')).toHaveTextContent('پیش از تأسیس');
    expect(within(items[0]).getByText('۱۱ دی ۱۳۸۸')).toBeInTheDocument();
  });
});

describe('OrgChart', () => {
  it('nests units under the unit they report to, including a new one', () => {
    /* eslint-disable @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time */
    const units = [
      ...asNodes(dataFile<any[]>('organization.json')),
      { id: 'new-desk', reportsTo: dataFile<any[]>('organization.json')[0].id, title: { fa: 'میز تازه', en: 'New desk' }, holder: null, order: 99 },
    ] as OrgUnit[];
    units[units.length - 1] = { ...(units[units.length - 1] as any), jsonId: 'new-desk' };
    /* eslint-enable @typescript-eslint/no-explicit-any */
    renderWithI18n(<OrgChart units={units} language="en" label="Organisation chart" />, { language: 'en' });
    const chart = screen.getByRole('group', { name: 'Organisation chart' });
    const root = within(chart).getAllByRole('list')[0];
    expect(within(root).getAllByRole('listitem')).toHaveLength(units.length);
    const newDesk = within(chart).getByText('New desk');
    // The new unit sits in the list directly under the root unit.
    expect(newDesk.closest('ul')?.parentElement?.closest('li')?.querySelector('strong')?.textContent).toBe(units[0].title.en);
  });
});

describe('AnnualReturnsTable', () => {
  it.each(['fa', 'en'] as const)('a month added to the record completes its year and starts the next (%s)', (lng) => {
    const data = dataFile<PerformanceData>('performance.json');
    while (!data.months[data.months.length - 1].month.endsWith('-01') || data.months.length < 120)
      data.months.push({ month: nextJalaliMonth(data.months[data.months.length - 1].month), composite: 0.01, benchmark: -0.01 });
    data.years.push({ ...data.years[data.years.length - 1], year: 1406 });
    renderWithI18n(<AnnualReturnsTable data={data} language={lng} />, { language: lng });
    const headers = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(headers.slice(-2)).toEqual(lng === 'fa' ? ['۱۴۰۵', '۱۴۰۶*'] : ['2026–27', '2027–28*']);
    expect(screen.getAllByRole('row').at(-1)).toHaveTextContent(lng === 'fa' ? '۱٫۰٪' : '1.0%');
  });
});
