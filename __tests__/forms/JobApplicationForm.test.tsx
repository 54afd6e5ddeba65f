// The job application form as an applicant uses it: conditional military question, Jalali dates, résumé checks,
// the error summary, sending once, drafts (without the file) and offline submission.
import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JobApplicationForm from '../../src/forms/JobApplicationForm';
import ToastProvider from '../../src/components/toast/ToastProvider';
import { fakeResponse, mockSiteFetch, SUCCESS } from '../utils/fake-fetch';
import { renderWithI18n, type TestLanguage } from '../utils/render-with-i18n';

// jsdom 20 has no Blob#arrayBuffer (every browser the site supports does).
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const PDF_TEXT = '%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n';
const pdf = () => new File([PDF_TEXT], 'cv.pdf', { type: 'application/pdf' });

const { fetchMock, sentBody } = mockSiteFetch();

function renderJob(language: TestLanguage = 'en') {
  return renderWithI18n(
    <ToastProvider>
      <JobApplicationForm language={language} />
    </ToastProvider>,
    { language },
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** The résumé's native input, hidden behind the field's own button (src/forms/fields/FileField.tsx). */
const resumeInput = () => document.querySelector<HTMLInputElement>('#job-resume-input')!;

async function fillValidEnglish(user: User, { gender = 'Male' }: { gender?: 'Male' | 'Female' } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Reza');
  await user.type(screen.getByLabelText('Last name'), 'Karimi');
  await user.click(screen.getByRole('radio', { name: gender }));
  await user.type(screen.getByLabelText('Day'), '27');
  await user.type(screen.getByLabelText('Month'), '3');
  await user.type(screen.getByLabelText('Year'), '1990');
  await user.type(screen.getByLabelText('Place of birth'), 'Tabriz');
  await user.click(screen.getByRole('radio', { name: 'Married' }));
  await user.type(screen.getByLabelText('Number of children'), '2');
  if (gender === 'Male') await user.click(screen.getByRole('radio', { name: 'Completed' }));
  await user.type(screen.getByLabelText('Landline'), '021 8877 6655');
  await user.type(screen.getByLabelText('Mobile'), '+989123456789');
  await user.type(screen.getByLabelText('Address'), 'Tehran, Valiasr St.');
  await user.click(screen.getByRole('checkbox', { name: 'Analysis' }));
  await user.click(screen.getByRole('checkbox', { name: 'Portfolio management' }));
  await user.selectOptions(screen.getByLabelText('Requested job position'), 'portfolio-analyst');
  await user.selectOptions(screen.getByLabelText('Education level'), 'masters');
  await user.upload(resumeInput(), pdf());
}

describe('JobApplicationForm', () => {
  describe('when everything is valid', () => {
    it('sends one request with the contract payload (résumé as base64) and shows the success toast', async () => {
      const user = userEvent.setup();
      renderJob('en');
      await fillValidEnglish(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));

      expect(await screen.findByText('Your request has been successfully registered')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0][0]).toBe('http://localhost/api/Contact/JobApplication');
      const headers = fetchMock.mock.calls[0][1].headers as Record<string, string>;
      expect(headers['Content-Type']).toBe('application/json');
      expect(headers['X-Powered-By']).toBe('NeginAria-Web');
      expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(sentBody()).toEqual({
        firstName: 'Reza',
        lastName: 'Karimi',
        gender: 'male',
        birthDate: '1990-03-27',
        birthPlace: 'Tabriz',
        maritalStatus: 'married',
        childrenCount: 2,
        militaryServiceStatus: 'completed',
        landline: '02188776655',
        mobile: '09123456789',
        address: 'Tehran, Valiasr St.',
        qualifications: ['analysis', 'portfolio-management'],
        jobPosition: 'portfolio-analyst',
        educationLevel: 'masters',
        referralSource: '',
        resume: { fileName: 'cv.pdf', contentType: 'application/pdf', size: PDF_TEXT.length, base64: Buffer.from(PDF_TEXT).toString('base64') },
        language: 'en',
      });
      await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
      expect(window.sessionStorage.getItem('draft:job-application:en')).toBeNull();
    });

    it('takes the date in the Persian calendar and Persian digits on the Persian page, and sends ISO Gregorian', async () => {
      const user = userEvent.setup();
      renderJob('fa');
      await user.type(screen.getByLabelText('نام'), 'مریم');
      await user.type(screen.getByLabelText('نام خانوادگی'), 'رضایی');
      await user.click(screen.getByRole('radio', { name: 'زن' }));
      await user.type(screen.getByLabelText('روز'), '۲۱');
      await user.type(screen.getByLabelText('ماه'), '۶');
      await user.type(screen.getByLabelText('سال'), '۱۳۷۰');
      await user.type(screen.getByLabelText('محل تولد'), 'شیراز');
      await user.click(screen.getByRole('radio', { name: 'مجرد' }));
      await user.type(screen.getByLabelText('تعداد فرزندان'), '۰');
      await user.type(screen.getByLabelText('تلفن ثابت'), '۰۷۱۳۲۳۴۵۶۷۸');
      await user.type(screen.getByLabelText('تلفن همراه'), '۰۹۱۷۱۲۳۴۵۶۷');
      await user.type(screen.getByLabelText('نشانی'), 'شیراز، خیابان زند');
      await user.selectOptions(screen.getByLabelText('موقعیت شغلی درخواستی'), 'financial');
      await user.selectOptions(screen.getByLabelText('میزان تحصیلات'), 'bachelor');
      await user.upload(resumeInput(), pdf());
      await user.click(screen.getByRole('button', { name: 'ارسال' }));

      expect(await screen.findByText('درخواست شما با موفقیت ثبت شد')).toBeInTheDocument();
      expect(sentBody()).toMatchObject({
        gender: 'female',
        birthDate: '1991-09-12',
        childrenCount: 0,
        militaryServiceStatus: null,
        landline: '07132345678',
        mobile: '09171234567',
        qualifications: [],
        language: 'fa',
      });
    });
  });

  describe('military service', () => {
    it('is asked only when the gender is male, and sent as null otherwise', async () => {
      const user = userEvent.setup();
      renderJob('en');
      expect(screen.queryByRole('group', { name: 'Military service status' })).toBeNull();
      await user.click(screen.getByRole('radio', { name: 'Male' }));
      expect(screen.getByRole('group', { name: 'Military service status' })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Female' }));
      expect(screen.queryByRole('group', { name: 'Military service status' })).toBeNull();
    });

    it('is required for men and not for women', async () => {
      const user = userEvent.setup();
      renderJob('en');
      await user.click(screen.getByRole('radio', { name: 'Male' }));
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('link', { name: 'Military service status: Choose an option' })).toHaveAttribute('href', '#job-militaryServiceStatus');

      await user.click(screen.getByRole('radio', { name: 'Female' }));
      await waitFor(() => expect(within(screen.getByRole('alert')).queryByRole('link', { name: /Military service status/ })).toBeNull());
    });

    it('sends null for a woman even if a status was chosen while "male" was selected', async () => {
      const user = userEvent.setup();
      renderJob('en');
      await fillValidEnglish(user, { gender: 'Male' });
      await user.click(screen.getByRole('radio', { name: 'Female' }));
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      await screen.findByText('Your request has been successfully registered');
      expect(sentBody()).toMatchObject({ gender: 'female', militaryServiceStatus: null });
    });
  });

  describe('when fields are missing or wrong', () => {
    it('focuses the summary, links errors to their fields in form order, and focuses a field from its link', async () => {
      const user = userEvent.setup();
      renderJob('en');
      await user.type(screen.getByLabelText('Mobile'), '12345');
      await user.type(screen.getByLabelText('Day'), '31');
      await user.type(screen.getByLabelText('Month'), '2');
      await user.type(screen.getByLabelText('Year'), '1990');
      await user.click(await screen.findByRole('button', { name: 'Send' }));

      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
      const hrefs = within(alert)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual([
        '#job-firstName',
        '#job-lastName',
        '#job-gender',
        '#job-birthDate-day',
        '#job-birthPlace',
        '#job-maritalStatus',
        '#job-childrenCount',
        '#job-landline',
        '#job-mobile',
        '#job-address',
        '#job-jobPosition',
        '#job-educationLevel',
        '#job-resume',
      ]);
      expect(within(alert).getByRole('link', { name: 'Date of birth: Enter a real date of birth' })).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: 'Résumé upload: Choose your résumé file' })).toBeInTheDocument();

      const mobile = screen.getByLabelText('Mobile');
      expect(mobile).toHaveAttribute('aria-invalid', 'true');
      expect(mobile).toHaveAttribute('aria-describedby', 'job-mobile-hint job-mobile-error');
      expect(mobile).toHaveValue('12345');
      expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(/Error: Choose an option/);
      // The impossible date (31 February) is kept as typed.
      expect(screen.getByLabelText('Day')).toHaveValue('31');

      await user.click(within(alert).getByRole('link', { name: /Date of birth/ }));
      expect(screen.getByLabelText('Day')).toHaveFocus();
      await user.click(within(alert).getByRole('link', { name: /Requested job position/ }));
      expect(screen.getByLabelText('Requested job position')).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('starts each select on "Select"', () => {
      renderJob('en');
      const select = screen.getByLabelText('Education level') as HTMLSelectElement;
      expect(select.value).toBe('');
      expect(select.options[0]).toHaveTextContent('Select');
      expect(screen.getByLabelText('Requested job position')).toHaveDisplayValue('Select');
    });

    it('refuses a file whose bytes are not what its name says, and sends nothing', async () => {
      const user = userEvent.setup();
      renderJob('en');
      await fillValidEnglish(user);
      await user.upload(resumeInput(), new File(['just some text'], 'cv.pdf', { type: 'application/pdf' }));
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('link', { name: /Résumé upload: The file's content does not match/ })).toHaveAttribute('href', '#job-resume');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText('First name')).toHaveValue('Reza');
    });
  });

  describe('when the visitor double-clicks', () => {
    it('sends once', async () => {
      let answer: (r: Response) => void = () => undefined;
      fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
      const user = userEvent.setup();
      renderJob('en');
      await fillValidEnglish(user);
      const button = screen.getByRole('button', { name: 'Send' });
      await user.dblClick(button);
      fireEvent.submit(button.closest('form') as HTMLFormElement);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await act(async () => answer(fakeResponse({ body: SUCCESS })));
      expect(await screen.findByText('Your request has been successfully registered')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('the draft', () => {
    it('is restored after a remount, without the file, which must be chosen again', async () => {
      const user = userEvent.setup();
      const first = renderJob('en');
      await user.type(screen.getByLabelText('First name'), 'Reza');
      await user.click(screen.getByRole('radio', { name: 'Male' }));
      await user.click(screen.getByRole('radio', { name: 'Exempt' }));
      await user.type(screen.getByLabelText('Day'), '27');
      await user.type(screen.getByLabelText('Month'), '3');
      await user.type(screen.getByLabelText('Year'), '1990');
      await user.click(screen.getByRole('checkbox', { name: 'Analysis' }));
      await user.upload(resumeInput(), pdf());
      const stored = JSON.parse(window.sessionStorage.getItem('draft:job-application:en') ?? 'null');
      expect(stored.values).not.toHaveProperty('resume');
      expect(stored.files).toEqual(['resume']);
      first.unmount();

      renderJob('en');
      await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Reza'));
      expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Exempt' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Analysis' })).toBeChecked();
      expect(screen.getByLabelText('Day')).toHaveValue('27');
      expect(screen.getByLabelText('Month')).toHaveValue('3');
      expect(screen.getByLabelText('Year')).toHaveValue('1990');
      expect(screen.getByLabelText('Résumé upload')).toHaveAccessibleDescription(/choose the file again/);
      expect(await screen.findByText('We restored what you had typed in this form.')).toBeInTheDocument();
      expect(screen.getAllByText(/please choose the file again/).length).toBeGreaterThanOrEqual(2);

      await user.upload(resumeInput(), pdf());
      await waitFor(() => expect(screen.getByLabelText('Résumé upload')).not.toHaveAccessibleDescription(/choose the file again/));
    });

    it('shows a restored date in the Persian calendar on the Persian page', async () => {
      window.sessionStorage.setItem('draft:job-application:fa', JSON.stringify({ values: { birthDate: '1991-09-12' }, files: [] }));
      renderJob('fa');
      await waitFor(() => expect(screen.getByLabelText('سال')).toHaveValue('۱۳۷۰'));
      expect(screen.getByLabelText('ماه')).toHaveValue('۶');
      expect(screen.getByLabelText('روز')).toHaveValue('۲۱');
    });
  });

  describe('when the visitor is offline', () => {
    it('keeps the application and sends it once the connection returns', async () => {
      const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      const user = userEvent.setup();
      renderJob('en');
      await fillValidEnglish(user);
      await user.click(await screen.findByRole('button', { name: 'Send' }));
      expect(await screen.findByText(/will be sent when the connection returns/)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText('First name')).toHaveValue('Reza');

      onLine.mockReturnValue(true);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText('Your request has been successfully registered')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sentBody()).toMatchObject({ firstName: 'Reza', resume: { fileName: 'cv.pdf' } });
    });
  });

  describe('what is required and what is optional', () => {
    it.each(['en', 'fa'] as const)(
      'says before the first field that every question must be answered unless marked, and marks the optional ones (%s)',
      (lng) => {
        const { container } = renderJob(lng);
        const optional = lng === 'fa' ? '(اختیاری)' : '(optional)';
        const note = container.querySelector('[data-required-note]')!;
        expect(note).toHaveTextContent(optional);
        expect(note.compareDocumentPosition(container.querySelector('input, select, textarea')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        // Labels and legends: only the two questions a junior applicant may leave empty say "(optional)".
        const names = [...container.querySelectorAll('label[for], legend')].map((el) => el.textContent ?? '').filter((text) => text.endsWith(optional));
        expect(names).toEqual(
          lng === 'fa'
            ? ['مدارک حرفه‌ای بازار سرمایه (اختیاری)', 'نحوهٔ آشنایی با شرکت (اختیاری)']
            : ['Capital-market professional qualifications (optional)', 'How did you get to know us? (optional)'],
        );
      },
    );
  });

  describe('the résumé control', () => {
    it("is a button named by the field, in the page's language, that opens the file picker", async () => {
      const user = userEvent.setup();
      renderJob('fa');
      const button = screen.getByRole('button', { name: 'بارگذاری رزومه' });
      expect(button).toHaveTextContent('انتخاب فایل');
      expect(button).toHaveAccessibleDescription(expect.stringContaining('هنوز فایلی انتخاب نشده است'));
      const click = jest.spyOn(resumeInput(), 'click');
      button.focus();
      await user.keyboard('{Enter}');
      expect(click).toHaveBeenCalledTimes(1);
    });

    it("shows the chosen file's name and size, and announces it", async () => {
      const user = userEvent.setup();
      renderJob('fa');
      await user.upload(resumeInput(), new File(['x'.repeat(150 * 1024)], 'cv.pdf', { type: 'application/pdf' }));
      const button = screen.getByRole('button', { name: 'بارگذاری رزومه' });
      expect(button).toHaveTextContent('\u2068cv.pdf\u2069 (۱۵۰ کیلوبایت)');
      // The form's own status region (the submission's receipt) is empty until it is sent.
      const announced = screen.getAllByRole('status', { hidden: true }).filter((region) => region.textContent);
      expect(announced).toHaveLength(1);
      expect(announced[0]).toHaveTextContent('cv.pdf');
    });

    it('lists the formats in order on the Persian page, each Latin name isolated, and the size limit from the code', () => {
      renderJob('fa');
      const hint = document.getElementById('job-resume-hint')!;
      expect(hint.textContent).toBe('\u2068PDF\u2069، \u2068DOC\u2069، \u2068DOCX\u2069، \u2068JPEG\u2069 یا \u2068PNG\u2069، حداکثر ۲ مگابایت');
    });
  });
});
