// The staff page's words for numbers, days and audit details: Persian digits and the Persian calendar
// on the Persian page, days typed in either digits, and the audit log's stored details in each language.
import en from '../../locales/en/staff-area.json';
import fa from '../../locales/fa/staff-area.json';
import { describeDetail } from '../../src/staff-area/audit-detail';
import { textsOf } from '../../src/staff-area/texts';

const faTexts = textsOf('fa', fa as never);
const enTexts = textsOf('en', en as never);

describe('days', () => {
  it('are shown in the Persian calendar with Persian digits on the Persian page, ISO on the English one', () => {
    expect(faTexts.day('2026-11-27')).toBe('۱۴۰۵/۰۹/۰۶');
    expect(enTexts.day('2026-11-27')).toBe('2026-11-27');
    expect(faTexts.time('2026-11-27T08:20:00Z')).toBe('۱۴۰۵/۰۹/۰۶ ۱۱:۵۰');
  });

  it('are read as typed in the page’s calendar, in Persian or Latin digits; anything else is refused', () => {
    expect(faTexts.parseDay('۱۴۰۵/۰۹/۰۶')).toBe('2026-11-27');
    expect(faTexts.parseDay('1405/9/6')).toBe('2026-11-27');
    expect(faTexts.parseDay('۱۴۰۵/۱۲/۳۰')).toBeNull(); // 1405 is not a leap year
    expect(faTexts.parseDay('6 آذر')).toBeNull();
    expect(enTexts.parseDay('2026-11-27')).toBe('2026-11-27');
    expect(enTexts.parseDay('2026-02-30')).toBeNull();
  });
});

describe('audit details', () => {
  const names = (login: string) => ({ kamran: 'Kamran Moradi' })[login] ?? login;
  it.each([
    ['changed-status', 'new → answered', 'تازه ← پاسخ‌داده', 'New → Answered'],
    ['changed-assignee', '— → kamran', 'هیچ‌کس ← Kamran Moradi', 'Nobody → Kamran Moradi'],
    ['signed-in', 'hr,admin', 'نقش‌ها: منابع انسانی، مدیر سامانه', 'Roles: HR, Admin'],
    ['refused', 'signed in without a staff group', 'وارد شد، اما در هیچ گروه کارکنان نیست', 'Signed in, but in no staff group'],
    [
      'refused',
      'PATCH /api/staff/records/:id: another origin',
      'تغییری از سایتی دیگر: PATCH /api/staff/records/:id',
      'A change from another site: PATCH /api/staff/records/:id',
    ],
    ['exported', '12 rows; {"page":1}', '۱۲ ردیف', '12 rows'],
    ['something-new', 'as stored', 'as stored', 'as stored'],
  ])('%s "%s"', (action, detail, inFa, inEn) => {
    expect(describeDetail({ actor: 'ava', action, detail }, faTexts, names)).toBe(inFa);
    expect(describeDetail({ actor: 'ava', action, detail }, enTexts, names)).toBe(inEn);
  });

  it('says what the command line did', () => {
    expect(describeDetail({ actor: 'cli:root', action: 'downloaded-resume', detail: 'copied by the command line' }, enTexts)).toBe('By the command line');
    expect(describeDetail({ actor: 'cli:root', action: 'purged', detail: 'received 2026-04-18T06:00:00.000Z' }, faTexts)).toBe(
      'دریافت‌شده در ۱۴۰۵/۰۱/۲۹ ۰۹:۳۰',
    );
  });
});
