// Table-driven tests of the validation patterns and phone normalisation.
import { canonicalMobile, EMAIL, isEmail, isLandline, isMobile, isPassword, LANDLINE, MOBILE, normalizePhone, PASSWORD } from '../../src/lib/patterns';

describe('normalizePhone', () => {
  it.each([
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['0912 123 4567', '09121234567'],
    ['0912-123-4567', '09121234567'],
    ['(021) 8877-6655', '02188776655'],
    ['+98 912 123 4567', '+989121234567'],
    ['\u00a0۰۲۱ ۸۸۷۷ ۶۶۵۵\t', '02188776655'],
    ['0912–123–4567', '09121234567'], // en dashes, as phones' autocorrect types them
    ['abc', 'abc'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('MOBILE', () => {
  it.each(['09121234567', '9121234567', '+989121234567', '00989121234567', '09901234567'])('accepts %s', (value) => {
    expect(MOBILE.test(value)).toBe(true);
  });
  it.each([
    ['too short', '0912123456'],
    ['too long', '091212345678'],
    ['not starting with 9', '08121234567'],
    ['0098 and 0 together', '009809121234567'],
    ['+98 and 0 together', '+9809121234567'],
    ['other country code', '+449121234567'],
    ['letters', '0912abc4567'],
    ['unnormalised spaces', '0912 123 4567'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, value) => {
    expect(MOBILE.test(value)).toBe(false);
  });

  it.each([
    ['Persian digits', '۰۹۱۲۱۲۳۴۵۶۷'],
    ['Arabic-Indic digits', '٠٩١٢١٢٣٤٥٦٧'],
    ['spaces and dashes', '+98 912-123-4567'],
  ])('isMobile accepts %s after normalising', (_why, value) => {
    expect(isMobile(value)).toBe(true);
  });

  it.each([
    ['09121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['+98 ۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
    ['12345', '12345'],
  ])('canonicalMobile(%j) = %j', (input, expected) => {
    expect(canonicalMobile(input)).toBe(expected);
  });
});

describe('LANDLINE', () => {
  it.each([
    ['Tehran, 2-digit area code', '02188776655'],
    ['3-digit area code', '031312345678'],
  ])('accepts %s', (_why, value) => {
    expect(LANDLINE.test(value)).toBe(true);
  });
  it.each([
    ['no leading 0', '2188776655'],
    ['7-digit number', '0218877665'],
    ['too long', '0313123456789'],
    ['+98 prefix', '+982188776655'],
    ['letters', '021887766aa'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, value) => {
    expect(LANDLINE.test(value)).toBe(false);
  });
  it.each(['۰۲۱-۸۸۷۷۶۶۵۵', '(021) 8877 6655', '٠٢١٨٨٧٧٦٦٥٥'])('isLandline accepts %s after normalising', (value) => {
    expect(isLandline(value)).toBe(true);
  });
});

describe('EMAIL', () => {
  it.each(['name@example.com', 'first.last+tag@sub.example.co.ir', "o'brien@example.org", 'a_b-c@xn--mgbh0fb.xn--mgba3a4f16a'])('accepts %s', (value) => {
    expect(EMAIL.test(value)).toBe(true);
  });
  it.each([
    ['no @', 'name.example.com'],
    ['no domain dot', 'name@localhost'],
    ['two @', 'a@b@example.com'],
    ['space', 'na me@example.com'],
    ['leading dot', '.name@example.com'],
    ['double dot', 'na..me@example.com'],
    ['trailing dot in domain', 'name@example.com.'],
    ['hyphen-led label', 'name@-example.com'],
    ['numeric TLD', 'name@example.123'],
    ['Persian letters', 'نام@example.com'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, value) => {
    expect(EMAIL.test(value)).toBe(false);
  });
  it('isEmail trims, normalises digits and caps the length at 254, the local part at 64', () => {
    expect(isEmail('  user۱۲@example.com ')).toBe(true);
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toBe(false);
  });
});

describe('PASSWORD', () => {
  it.each(['abcde', 'A1-b2', '12345', '-----', 'LongPassword-2024'])('accepts %s', (value) => {
    expect(PASSWORD.test(value)).toBe(true);
    expect(isPassword(value)).toBe(true);
  });
  it.each([
    ['4 characters', 'abcd'],
    ['space', 'abc de'],
    ['underscore', 'abc_de'],
    ['symbol', 'abc!de'],
    ['Persian letters', 'رمزعبور'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, value) => {
    expect(PASSWORD.test(value)).toBe(false);
  });
});
