// The contact form as a visitor uses it: validation and the error summary, sending, toasts, drafts, double clicks, offline.
import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from '../../src/forms/ContactForm';
import ToastProvider from '../../src/components/toast/ToastProvider';
import { fakeResponse, mockSiteFetch, SUCCESS } from '../utils/fake-fetch';
import { renderWithI18n, type TestLanguage } from '../utils/render-with-i18n';

const { fetchMock, sentBody, sentHeaders } = mockSiteFetch();

function renderContact(language: TestLanguage = 'en') {
  return renderWithI18n(
    <ToastProvider>
      <ContactForm language={language} />
    </ToastProvider>,
    { language },
  );
}

const EN = {
  fullName: 'First and last name',
  subject: 'Subject',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
};

/** Fills the form by its fields' ids, whatever the page's language. */
async function fillValidById(user: ReturnType<typeof userEvent.setup>) {
  const field = (name: string) => document.getElementById(`contact-${name}`) as HTMLElement;
  await user.type(field('fullName'), 'Sara Ahmadi');
  await user.type(field('subject'), 'Portfolio');
  await user.type(field('email'), 'sara@example.com');
  await user.type(field('phone'), '09123456789');
  await user.type(field('message'), 'Please call me.');
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, phone = '0912 345 6789') {
  await user.type(screen.getByLabelText(EN.fullName), 'Sara Ahmadi');
  await user.type(screen.getByLabelText(EN.subject), 'Portfolio');
  await user.type(screen.getByLabelText(EN.email), 'sara@example.com');
  await user.type(screen.getByLabelText(EN.phone), phone);
  await user.type(screen.getByLabelText(EN.message), 'Please call me.');
}

describe('ContactForm', () => {
  describe('when everything is valid', () => {
    it('sends one request with the normalised payload and the site headers, then shows the success toast', async () => {
      const user = userEvent.setup();
      renderContact('en');
      await fillValid(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));

      const toast = await screen.findByText('Your request has been successfully registered');
      expect(toast.closest('[role="status"]')).not.toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0][0]).toBe('http://localhost/api/Contact/ContactWithUs');
      expect(fetchMock.mock.calls[0][1].method).toBe('POST');
      expect(sentBody()).toEqual({
        fullName: 'Sara Ahmadi',
        subject: 'Portfolio',
        email: 'sara@example.com',
        phone: '09123456789',
        message: 'Please call me.',
        language: 'en',
      });
      expect(sentHeaders()).toMatchObject({ 'Content-Type': 'application/json', 'X-Powered-By': 'NeginAria-Web' });
      expect(sentHeaders()['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // Sent: the form is emptied and the draft is gone.
      await waitFor(() => expect(screen.getByLabelText(EN.fullName)).toHaveValue(''));
      expect(window.sessionStorage.getItem('draft:contact:en')).toBeNull();
    });

    it('accepts Persian digits on the Persian page and sends Latin ones', async () => {
      const user = userEvent.setup();
      renderContact('fa');
      await user.type(screen.getByLabelText('نام و نام خانوادگی'), 'سارا احمدی');
      await user.type(screen.getByLabelText('موضوع'), 'سبدگردانی');
      await user.type(screen.getByLabelText('ایمیل'), 'sara@example.com');
      await user.type(screen.getByLabelText('شمارهٔ تماس'), '۰۹۱۲۳۴۵۶۷۸۹');
      await user.type(screen.getByLabelText('پیام'), 'لطفاً تماس بگیرید');
      await user.click(screen.getByRole('button', { name: 'ارسال' }));

      expect(await screen.findByText('درخواست شما با موفقیت ثبت شد')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sentBody()).toMatchObject({ phone: '09123456789', language: 'fa', fullName: 'سارا احمدی' });
    });
  });

  describe('when fields are missing or wrong', () => {
    it('focuses the error summary, links each error to its field and sends nothing', async () => {
      const user = userEvent.setup();
      renderContact('en');
      await user.type(screen.getByLabelText(EN.email), 'not-an-email');
      await user.click(await screen.findByRole('button', { name: 'Send' }));

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
      // The summary container (around the alert) has focus.
      await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
      const links = within(alert).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        '#contact-fullName',
        '#contact-subject',
        '#contact-email',
        '#contact-phone',
        '#contact-message',
      ]);
      expect(links[2]).toHaveTextContent('Email: Enter an email address like name@example.com');

      const email = screen.getByLabelText(EN.email);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAttribute('aria-describedby', 'contact-email-hint contact-email-error');
      expect(document.getElementById('contact-email-error')).toHaveTextContent('Error: Enter an email address like name@example.com');
      expect(email).toHaveAccessibleDescription(/Error: Enter an email address/);
      // What was typed stays.
      expect(email).toHaveValue('not-an-email');
      expect(fetchMock).not.toHaveBeenCalled();

      await user.click(links[4]);
      expect(screen.getByLabelText(EN.message)).toHaveFocus();
    });

    it('shows the visible character limit and reports going over it', async () => {
      const user = userEvent.setup();
      renderContact('en');
      const message = screen.getByLabelText(EN.message);
      expect(message).toHaveAccessibleDescription(/Up to 2000 characters/);
      expect(screen.getByTestId('contact-message-count-visible')).toHaveTextContent('0 of 2000 characters');
      fireEvent.change(message, { target: { value: 'x'.repeat(2003) } });
      expect(screen.getByTestId('contact-message-count-visible')).toHaveTextContent('3 characters too many');
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      await waitFor(() => expect(document.getElementById('contact-message-error')).toHaveTextContent('Error: Use at most 2000 characters'));
      expect(message).toHaveValue('x'.repeat(2003));
    });
  });

  describe('when the submission is stored', () => {
    it.each([
      ['en', '0692-123456', 'Your reference:'],
      ['fa', '۰۶۹۲-۱۲۳۴۵۶', 'کد رهگیری شما:'],
    ] as const)("(%s) shows the reference the server gave, in the page's digits", async (language, shown, label) => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(fakeResponse({ body: { success: true, data: { id: 'x', reference: '0692-123456' }, messages: [] } }));
      renderContact(language);
      await fillValidById(user);
      await user.click(await screen.findByRole('button', { name: language === 'fa' ? 'ارسال' : 'Send' }));
      const receipt = await screen.findByTestId('submission-receipt');
      expect(receipt).toHaveTextContent(`${label} ${shown}`);
      expect(within(receipt).getByText(shown)).toHaveAttribute('dir', 'ltr');
      expect(receipt.closest('[role="status"]')).not.toBeNull();
    });

    it('shows no reference when the answer carries none (or not one of ours)', async () => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(fakeResponse({ body: { success: true, data: { reference: '<img src=x>' }, messages: [] } }));
      renderContact('en');
      await fillValidById(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      await screen.findByText('Your request has been successfully registered');
      expect(screen.queryByTestId('submission-receipt')).toBeNull();
    });
  });

  describe('when the server refuses', () => {
    it("shows the server's own message for a full store (503), in the page's language, and keeps everything typed", async () => {
      const user = userEvent.setup();
      const full = 'در حال حاضر امکان ثبت درخواست وجود ندارد؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید. اطلاعات واردشده در فرم باقی می‌ماند';
      fetchMock.mockResolvedValueOnce(
        fakeResponse({ status: 503, headers: { 'Retry-After': '60' }, body: { success: false, data: null, messages: [{ type: 'error', message: full }] } }),
      );
      renderContact('fa');
      await fillValidById(user);
      await user.click(await screen.findByRole('button', { name: 'ارسال' }));
      expect(await screen.findByText(full)).toBeInTheDocument();
      expect(screen.queryByText(/سرور در حال حاضر قادر به رسیدگی/)).toBeNull();
      expect(screen.getByLabelText('نام و نام خانوادگی')).toHaveValue('Sara Ahmadi');
    });

    it.each([
      ['en', '120', 'The server could not handle your request just now. Please try again in 2 minutes; your entries are kept.'],
      ['fa', '45', 'سرور در حال حاضر قادر به رسیدگی به درخواست شما نیست. لطفاً ۴۵ ثانیه دیگر دوباره تلاش کنید؛ اطلاعات واردشده حفظ شده است.'],
    ] as const)('(%s) says a Retry-After in words when a 503 carries no message', async (language, seconds, text) => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(
        fakeResponse({ status: 503, headers: { 'Retry-After': seconds }, raw: '<html>maintenance</html>', contentType: 'text/html' }),
      );
      renderContact(language);
      await fillValidById(user);
      await user.click(await screen.findByRole('button', { name: language === 'fa' ? 'ارسال' : 'Send' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    });

    it('shows the first server message and keeps everything typed', async () => {
      fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body: { success: false, messages: [{ type: 'warning', message: 'Try again tomorrow' }] } }));
      const user = userEvent.setup();
      renderContact('en');
      await fillValid(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Try again tomorrow')).toBeInTheDocument();
      expect(screen.getByLabelText(EN.fullName)).toHaveValue('Sara Ahmadi');
      expect(screen.getByLabelText(EN.message)).toHaveValue('Please call me.');
    });

    it('reports a server error, keeps the form, and retries the same submission with the same Idempotency-Key', async () => {
      fetchMock.mockResolvedValueOnce(fakeResponse({ status: 502, body: {} }));
      const user = userEvent.setup();
      renderContact('en');
      await fillValid(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      const error = await screen.findByText(/could not handle your request/);
      expect(error.closest('[role="alert"]')).not.toBeNull();
      expect(screen.getByLabelText(EN.email)).toHaveValue('sara@example.com');

      await user.click(await screen.findByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Your request has been successfully registered')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(sentHeaders(1)['Idempotency-Key']).toBe(sentHeaders(0)['Idempotency-Key']);
    });

    it('uses a new Idempotency-Key for a new submission', async () => {
      const user = userEvent.setup();
      renderContact('en');
      await fillValid(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      await screen.findByText('Your request has been successfully registered');
      await fillValid(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(sentHeaders(1)['Idempotency-Key']).not.toBe(sentHeaders(0)['Idempotency-Key']);
    });
  });

  describe('when the visitor double-clicks', () => {
    it('sends once and disables the button while the request runs', async () => {
      let answer: (r: Response) => void = () => undefined;
      fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
      const user = userEvent.setup();
      renderContact('en');
      await fillValid(user);
      await user.dblClick(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      fireEvent.submit(screen.getByRole('button', { name: 'Sending…' }).closest('form') as HTMLFormElement);
      await act(async () => answer(fakeResponse({ body: SUCCESS })));
      expect(await screen.findByText('Your request has been successfully registered')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    });
  });

  describe('when the draft is kept', () => {
    it('saves to sessionStorage (not localStorage) and restores it after a remount', async () => {
      const user = userEvent.setup();
      const first = renderContact('en');
      await user.type(screen.getByLabelText(EN.fullName), 'Sara');
      await user.type(screen.getByLabelText(EN.message), 'Half a thought');
      expect(JSON.parse(window.sessionStorage.getItem('draft:contact:en') ?? 'null')).toMatchObject({
        values: { fullName: 'Sara', message: 'Half a thought' },
      });
      expect(window.localStorage.length).toBe(0);
      first.unmount();

      renderContact('en');
      await waitFor(() => expect(screen.getByLabelText(EN.fullName)).toHaveValue('Sara'));
      expect(screen.getByLabelText(EN.message)).toHaveValue('Half a thought');
      expect(await screen.findByText('We restored what you had typed in this form.')).toBeInTheDocument();
    });

    it('restores nothing (and says nothing) when there is no draft', async () => {
      renderContact('en');
      await act(async () => undefined);
      expect(screen.queryByText('We restored what you had typed in this form.')).toBeNull();
      expect(screen.getByLabelText(EN.fullName)).toHaveValue('');
    });
  });

  describe('when the visitor is offline', () => {
    it('keeps the form, says it will be sent when the connection returns, and sends on the online event', async () => {
      const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      const user = userEvent.setup();
      renderContact('en');
      await fillValid(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      expect(await screen.findByText(/will be sent when the connection returns/)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText(EN.fullName)).toHaveValue('Sara Ahmadi');

      onLine.mockReturnValue(true);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText('Your request has been successfully registered')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sentBody()).toMatchObject({ fullName: 'Sara Ahmadi', phone: '09123456789' });

      // Only once: a later online event sends nothing more.
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('what is required', () => {
    it.each([
      ['en', 'Every field of this form is required.'],
      ['fa', 'پر کردن همهٔ بخش‌های این فرم الزامی است.'],
    ] as const)('says so before the first field, as the job form does, and marks no field optional (%s)', (lng, note) => {
      const { container } = renderContact(lng);
      const shown = container.querySelector('[data-required-note]')!;
      expect(shown).toHaveTextContent(note);
      expect(shown.compareDocumentPosition(container.querySelector('input')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect([...container.querySelectorAll('label')].some((l) => /optional|اختیاری/.test(l.textContent ?? ''))).toBe(false);
    });
  });
});
