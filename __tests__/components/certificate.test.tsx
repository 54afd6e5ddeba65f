// /certificate: the licences in data/licences.json order (the main licence first), each judged against
// the build date: an expired one says so, in both languages.
import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n, loadResources } from '../utils/render-with-i18n';
import { asNodes, dataFile } from '../utils/static-data';
import { LicenceList, licenceStatus, type Licence } from '../../src/components/certificate/LicenceList';

type Res = Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const res = () => loadResources() as unknown as Res;
const licences = () => asNodes(dataFile<any[]>('licences.json')) as Licence[]; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The record with the seal's licence ended on 2026-09-22 (the data holds a renewed one). */
const withEndedSeal = () => licences().map((l) => (l.jsonId === 'trust-seal' ? { ...l, validUntil: '2026-09-22' } : l));

describe('licenceStatus', () => {
  it.each([
    ['2026-09-22', '2026-09-21', 'valid'],
    ['2026-09-22', '2026-09-22', 'valid'],
    ['2026-09-22', '2026-09-23', 'expired'],
    ['2026-09-22', '2026-11-23', 'expired'],
    [null, '2099-01-01', 'permanent'],
  ] as const)('valid until %s, built on %s → %s', (validUntil, today, expected) => {
    expect(licenceStatus(validUntil, today)).toBe(expected);
  });
});

describe('LicenceList', () => {
  it.each(['fa', 'en'] as const)('keeps the order of data/licences.json, the portfolio management licence first (%s)', (lng) => {
    renderWithI18n(
      <LicenceList licences={licences()} language={lng} months={res()[lng].common.calendar.months} labels={res()[lng].certificate.labels} today="2026-11-23" />,
      { language: lng },
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(licences().map((l) => l.title[lng]));
    expect(headings[0]).toBe(dataFile<any[]>('licences.json').find((l) => l.id === 'portfolio-management').title[lng]); // eslint-disable-line @typescript-eslint/no-explicit-any
  });

  it.each(['fa', 'en'] as const)('an item past its date says it has expired, a current one does not (%s)', (lng) => {
    const labels = res()[lng].certificate.labels;
    renderWithI18n(<LicenceList licences={withEndedSeal()} language={lng} months={res()[lng].common.calendar.months} labels={labels} today="2026-11-23" />, {
      language: lng,
    });
    const seal = screen.getByRole('region', { name: licences().find((l) => l.jsonId === 'trust-seal')!.title[lng] });
    expect(within(seal).getByText(labels.expired)).toBeInTheDocument();
    expect(within(seal).getByText(labels.expiredOn)).toBeInTheDocument();
    expect(within(seal).queryByText(labels.validUntil)).toBeNull();
    const main = screen.getByRole('region', { name: licences()[0].title[lng] });
    expect(within(main).queryByText(labels.expired)).toBeNull();
    expect(within(main).getByText(labels.validUntil)).toBeInTheDocument();
  });

  it('the same seal built before its end date is shown as valid', () => {
    const labels = res().en.certificate.labels;
    renderWithI18n(<LicenceList licences={licences()} language="en" months={res().en.common.calendar.months} labels={labels} today="2026-09-01" />, {
      language: 'en',
    });
    expect(screen.queryByText(labels.expired)).toBeNull();
  });
});
