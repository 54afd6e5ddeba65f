// The marks tables of figures set after a value and explain in a note under the table. Defined once:
// the components write them, and the build's cut of Vazirmatn (gatsby/persian-font.ts) includes them.

/** Marks a year shown so far, not whole (a stub period). */
export const STUB_MARK = '*';

/** Marks a net figure that bears the management fee only (src/lib/fees.ts). */
export const MANAGEMENT_ONLY_MARK = '‡';

export const TABLE_MARKS = [STUB_MARK, MANAGEMENT_ONLY_MARK] as const;
