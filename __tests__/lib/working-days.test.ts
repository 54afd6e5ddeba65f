// Working days in Iran's week (Thursday and Friday off) with official holidays: a complaint's due day and days left.
import holidays from '../../data/holidays.json';
import { dueDay, tehranDay, workingDaysLeft } from '../../src/lib/working-days';

const calendar = holidays;

describe('dueDay', () => {
  it.each([
    // received (UTC)            days  due day       why
    ['2026-04-18T06:00:00Z', 10, '2026-05-02', 'a Saturday: two weeks of five working days'],
    ['2026-04-23T06:00:00Z', 1, '2026-04-25', 'a Thursday: Friday is off, so Saturday'],
    ['2026-04-22T21:00:00Z', 1, '2026-04-25', '00:30 Thursday in Tehran, Wednesday in UTC: Tehran’s day counts'],
    ['2026-03-18T06:00:00Z', 1, '2026-03-25', 'a Wednesday before Nowruz: Thu, Fri off, then Nowruz (Sat 21 – Tue 24)'],
    ['2026-03-18T06:00:00Z', 2, '2026-03-28', 'Nowruz 1–4 Farvardin (2026-03-21..24) off, then 25 Wed, 26–27 Thu–Fri off, 28 Sat'],
    ['2026-03-31T06:00:00Z', 1, '2026-04-04', '12 and 13 Farvardin off (Wed 1 and Thu 2 April), Fri 3 off'],
    ['2026-06-03T06:00:00Z', 1, '2026-06-06', '14 and 15 Khordad (Thu, Fri) off'],
    ['2026-06-17T06:00:00Z', 10, '2026-07-04', 'Tasua (Wed 3 Tir, a lunar holiday) and Ashura off: ten working days end on Saturday, not Wednesday 1 July'],
    ['2026-08-02T06:00:00Z', 1, '2026-08-04', 'Arbaeen (Mon 12 Mordad, computed, provisional) off'],
    ['2027-03-08T06:00:00Z', 2, '2027-03-13', 'Eid al-Fitr 1448 and the day after (Wed 19, Thu 20 Esfand, provisional) off'],
    ['2027-03-17T06:00:00Z', 3, '2027-03-29', 'over the year end: 29 Esfand 1405, then Nowruz 1406 (Sun 21 – Wed 24 March) off'],
  ])('received %s, %i working day(s): %s (%s)', (received, days, due) => {
    expect(dueDay(new Date(received), days, calendar)).toBe(due);
  });
});

describe('workingDaysLeft', () => {
  it.each([
    ['2026-04-29', '2026-05-02', 2, 'Wed counts, Thu and Fri do not, Sat (the due day) counts'],
    ['2026-05-02', '2026-05-02', 1, 'the due day itself'],
    ['2026-05-03', '2026-05-02', -1, 'a working day late'],
    ['2026-04-30', '2026-04-29', 0, 'the Thursday after a Wednesday due day: late, but no working day yet'],
    ['2026-05-06', '2026-05-02', -4, 'four working days late'],
  ])('today %s, due %s: %i (%s)', (today, due, left) => {
    expect(workingDaysLeft(today, due, calendar)).toBe(left);
  });
});

it('tehranDay is the day at UTC+03:30', () => {
  expect(tehranDay(new Date('2026-05-06T20:29:00Z'))).toBe('2026-05-06');
  expect(tehranDay(new Date('2026-05-06T20:30:00Z'))).toBe('2026-05-07');
});

describe('data/holidays.json', () => {
  const within1405 = calendar.holidays.filter((h) => h.date >= '2026-03-21' && h.date <= '2027-03-20');

  it('holds real days in order, once each, each with where it comes from', () => {
    const dates = calendar.holidays.map((h) => h.date);
    expect(dates).toEqual([...new Set(dates)].sort());
    for (const h of calendar.holidays) {
      expect(Number.isNaN(Date.parse(`${h.date}T00:00:00Z`))).toBe(false);
      expect(h.source.length).toBeGreaterThan(10);
    }
  });

  it('has every lunar holiday of 1405 and the fixed ones of 1406', () => {
    const names = within1405.map((h) => h.name.en).join(' | ');
    for (const name of [
      'Eid al-Fitr',
      'Martyrdom of Imam Sadegh',
      'Eid al-Adha',
      'Eid al-Ghadir',
      'Tasua',
      'Ashura',
      'Arbaeen',
      'Death of the Prophet',
      'Martyrdom of Imam Reza',
      'Martyrdom of Imam Hasan Askari',
      'Birth of the Prophet',
      'Martyrdom of Fatimah',
      'Birth of Imam Ali',
      "Mab'ath",
      "15 Sha'ban",
      'Martyrdom of Imam Ali',
    ])
      expect(names).toContain(name);
    expect(calendar.holidays.filter((h) => h.date >= '2027-03-21' && h.date <= '2028-03-19').map((h) => h.date)).toEqual([
      '2027-03-21',
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-04-01',
      '2027-04-02',
      '2027-06-04',
      '2027-06-05',
      '2028-02-11',
      '2028-03-19',
    ]);
  });

  it('marks as provisional only lunar dates not yet confirmed by the official calendar', () => {
    const provisional = calendar.holidays.filter((h) => 'provisional' in h && h.provisional);
    expect(provisional.length).toBeGreaterThan(0);
    for (const h of provisional) expect(h.source).toMatch(/Umm al-Qura|official calendar/);
    // Tasua and Ashura 1405 are in the published official calendar.
    expect(within1405.find((h) => h.name.en === 'Tasua')).toMatchObject({ date: '2026-06-24' });
    expect(within1405.find((h) => h.name.en === 'Tasua')).not.toHaveProperty('provisional');
  });
});
