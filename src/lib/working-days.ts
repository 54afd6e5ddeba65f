// Working days in Iran's week, for the answer a complaint is owed (complaintAnswerWorkingDays in
// data/company.json): the weekdays off and the official holidays come from data/holidays.json, which
// the company keeps. Pure; dates are ISO "YYYY-MM-DD" days of Tehran's calendar. docs/staff.md says
// how a deadline is counted and why Thursday is not a working day.

export type WorkingCalendar = { weekend: readonly string[]; holidays: ReadonlyArray<{ date: string }> };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY_MS = 86_400_000;
/** Iran has kept standard time (UTC+03:30) all year since 2022, so a fixed offset gives Tehran's day. */
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

/** The day in Tehran ("2026-05-02") of an instant. */
export function tehranDay(at: Date): string {
  return new Date(at.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A predicate for the working days of a calendar. */
export function workingDayTest(calendar: WorkingCalendar): (day: string) => boolean {
  const off = new Set(calendar.weekend.map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number])));
  const holidays = new Set(calendar.holidays.map((h) => h.date));
  return (day) => !off.has(new Date(dayMs(day)).getUTCDay()) && !holidays.has(day);
}

/**
 * The last day an answer may be given: the `days`-th working day after the day received (the day of
 * receipt is not counted, whatever the hour, as a letter received that day would not be).
 */
export function dueDay(received: Date, days: number, calendar: WorkingCalendar): string {
  const working = workingDayTest(calendar);
  let ms = dayMs(tehranDay(received));
  for (let counted = 0; counted < days;) {
    ms += DAY_MS;
    if (working(dayOfMs(ms))) counted += 1;
  }
  return dayOfMs(ms);
}

/**
 * Working days left from `today` until `due`: today counts when it is a working day (an answer can still
 * go today), so 1 on the due day itself, 0 once it has passed and negative for each working day overdue.
 */
export function workingDaysLeft(today: string, due: string, calendar: WorkingCalendar): number {
  const working = workingDayTest(calendar);
  if (today <= due) {
    let left = 0;
    for (let ms = dayMs(today); ms <= dayMs(due); ms += DAY_MS) if (working(dayOfMs(ms))) left += 1;
    return left;
  }
  let late = 0;
  for (let ms = dayMs(due) + DAY_MS; ms <= dayMs(today); ms += DAY_MS) if (working(dayOfMs(ms))) late += 1;
  return late ? -late : 0;
}
