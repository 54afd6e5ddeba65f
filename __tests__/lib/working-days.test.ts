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
