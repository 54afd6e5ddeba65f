// The contact form opened from /complaints (?subject=complaint): the subject is filled in the page's
// language, a subject from a restored draft is kept, and an unknown subject in the address is ignored.
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import ContactForm from '../../src/forms/ContactForm';
import ToastProvider from '../../src/components/toast/ToastProvider';
import { mockSiteFetch } from '../utils/fake-fetch';
import { renderWithI18n, type TestLanguage } from '../utils/render-with-i18n';

mockSiteFetch();

function open(search: string, language: TestLanguage) {
  window.history.replaceState(null, '', `/contact-us/${search}`);
  return renderWithI18n(
    <ToastProvider>
      <ContactForm language={language} />
    </ToastProvider>,
    { language },
  );
}

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the contact form opened with a subject', () => {
  it.each([
    ['en', 'Subject', 'Complaint'],
    ['fa', 'موضوع', 'شکایت'],
  ] as const)('fills the subject in %s', async (language, label, subject) => {
    open('?subject=complaint', language);
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(subject));
  });

  it('keeps the subject of a restored draft', async () => {
    window.sessionStorage.setItem('draft:contact', JSON.stringify({ values: { subject: 'My contract' }, files: [] }));
    open('?subject=complaint', 'en');
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('My contract'));
  });

  it.each(['?subject=other', '?subject=COMPLAINT', ''])('leaves the subject empty for %j', async (search) => {
    // render() runs inside act(), so the form's mount effects (draft, subject) have run when it returns.
    open(search, 'en');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});
