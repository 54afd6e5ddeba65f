// The trust seal is a badge only while its licence (data/licences.json) is valid at the build date:
// with the record's expiry before the build date, neither the footer nor the home page shows it, and
// /certificate's card says "Expired" (spelled as the rest of the site spells it); with it after, both
// show the provider's badge. The expiry is moved here, in the data the components read.
import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithI18n, loadResources } from '../utils/render-with-i18n';
import { staticQueryData, dataFile, asNodes } from '../utils/static-data';
import { Footer } from '../../src/components/layout/Footer';
import { HomePage } from '../../src/components/home/HomePage';
import { LicenceList, type Licence } from '../../src/components/certificate/LicenceList';
import { expiryLine, licencesEndingSoon } from '../../src/lib/licence-status';
import ToastProvider from '../../src/components/toast/ToastProvider';

jest.mock('gatsby', () => jest.requireActual('../utils/gatsby-mock'));
jest.mock('../../src/lib/build-date', () => ({ BUILD_DATE: '2026-11-27' }));

type Res = Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const res = () => loadResources() as unknown as Res;
const licences = dataFile<(Licence & { id: string })[]>('licences.json');

/** data/licences.json with the seal's licence ending on `validUntil`. */
function withSealUntil(validUntil: string) {
  return licences.map((l) => (l.id === 'trust-seal' ? { ...l, validUntil } : l));
}

function mockData(validUntil: string) {
  (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData({ allLicencesJson: { nodes: asNodes(withSealUntil(validUntil)) } }));
}

const sealIn = (root: HTMLElement) => root.querySelector('[data-seal-status]');

describe.each(['fa', 'en'] as const)('the trust seal (%s)', (lng) => {
  const footer = () => renderWithI18n(<Footer language={lng} facts={{ companyShortName: 'x', copyrightYear: '2026' }} />, { language: lng }).container;
  const home = () =>
    renderWithI18n(
      <ToastProvider>
        <HomePage language={lng} />
      </ToastProvider>,
      { language: lng },
    ).container;

  it('is shown as a badge in the footer and on the home page while valid', () => {
    mockData('2028-09-20');
    const inFooter = sealIn(footer());
    expect(inFooter).toHaveAttribute('data-seal-status', 'valid');
    expect(inFooter).toHaveAccessibleName(res()[lng].common.footer.trustSeal);
    expect(sealIn(home())).toHaveAttribute('data-seal-status', 'valid');
  });

  it('is not shown anywhere as a badge once expired, and /certificate lists it as expired', () => {
    mockData('2026-09-22');
    expect(sealIn(footer())).toBeNull();
    expect(sealIn(home())).toBeNull();
    const labels = res()[lng].certificate.labels;
    renderWithI18n(
      <LicenceList
        licences={asNodes(withSealUntil('2026-09-22')) as unknown as Licence[]}
        language={lng}
        months={res()[lng].common.calendar.months}
        labels={labels}
        today="2026-11-27"
      />,
      { language: lng },
    );
    const card = screen.getByRole('region', { name: licences.find((l) => l.id === 'trust-seal')!.title[lng] });
    expect(within(card).getByText(labels.expired)).toBeInTheDocument();
    expect(card).toHaveAttribute('data-status', 'expired');
  });
});

describe('the expiry notice', () => {
  it('spells "expired" one way in Persian', () => {
    expect(res().fa.certificate.labels.expired).toBe('منقضی‌شده');
    expect(res().fa.certificate.labels.expiredOn.startsWith('منقضی‌شده')).toBe(true);
  });

  it.each([
    ['2028-08-20', 31, []],
    ['2028-08-21', 30, ['E-commerce Trust Seal (428716) ends on 2028-09-20, in 30 days']],
    ['2028-09-21', -1, ['E-commerce Trust Seal (428716) ended on 2028-09-20']],
  ])('on %s (%i days before the seal ends) names %j', (today, _days, lines) => {
    const seal = withSealUntil('2028-09-20').filter((l) => l.id === 'trust-seal');
    expect(licencesEndingSoon(seal, today).map((e) => expiryLine(e))).toEqual(lines);
  });
});
