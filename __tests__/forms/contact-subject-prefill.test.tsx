// The contact form opened from /complaints (?subject=complaint): the subject is filled in the page's
// language, a subject from a restored draft is kept, and an unknown subject in the address is ignored. A
// prefilled subject is the page's, not the visitor's: it never enters the draft, and a draft belongs to the
// language of the page it was typed on.
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    window.sessionStorage.setItem('draft:contact:en', JSON.stringify({ values: { subject: 'My contract' }, files: [] }));
    open('?subject=complaint', 'en');
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('My contract'));
  });

  it.each(['?subject=other', '?subject=COMPLAINT', ''])('leaves the subject empty for %j', async (search) => {
    // render() runs inside act(), so the form's mount effects (draft, subject) have run when it returns.
    open(search, 'en');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});

describe('the draft after a prefilled subject', () => {
  const stored = (language: TestLanguage) => window.sessionStorage.getItem(`draft:contact:${language}`);

  it('holds nothing when the visitor typed nothing', async () => {
    const { unmount } = open('?subject=complaint', 'en');
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Complaint'));
    unmount();
    expect(stored('en')).toBeNull();
    // The Persian page without a subject then starts empty, not with the English «Complaint».
    open('', 'fa');
    expect(screen.getByLabelText('موضوع')).toHaveValue('');
  });

  it('holds what was typed, and only on the page of that language', async () => {
    const { unmount } = open('?subject=complaint', 'en');
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Complaint'));
    await userEvent.type(screen.getByLabelText('First and last name'), 'Sara');
    unmount();
    expect(JSON.parse(stored('en') ?? 'null')).toEqual({ values: { fullName: 'Sara' }, files: [] });
    open('', 'fa');
    expect(screen.getByLabelText('موضوع')).toHaveValue('');
    expect(stored('fa')).toBeNull();
  });
});
