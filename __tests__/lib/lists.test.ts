import { listOf } from '../../src/lib/lists';

test.each([
  [[], 'fa', ''],
  [['۱۴۰۱'], 'fa', '۱۴۰۱'],
  [['۱۴۰۱', '۱۴۰۲'], 'fa', '۱۴۰۱ و ۱۴۰۲'],
  [['۱۴۰۱', '۱۴۰۲', '۱۴۰۴'], 'fa', '۱۴۰۱، ۱۴۰۲ و ۱۴۰۴'],
  [['2022', '2023', '2025'], 'en', '2022, 2023 and 2025'],
  [['knowledge', 'capacity'], 'en', 'knowledge and capacity'],
] as const)('%j in %s reads «%s»', (items, language, expected) => {
  expect(listOf(items, language)).toBe(expected);
});
