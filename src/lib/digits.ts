// Persian/Arabic-Indic/Latin digit conversion and Persian text normalisation: a few lines of our own,
// because an all-in-one Persian toolkit would cost more bytes than it saves (docs/decisions.md).

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Replaces Persian (۰-۹) and Arabic-Indic (٠-٩) digits with Latin ones; leaves everything else. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN.indexOf(d);
    return String(p >= 0 ? p : ARABIC_INDIC.indexOf(d));
  });
}

/** Replaces Latin and Arabic-Indic digits with Persian ones. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9٠-٩]/g, (d) => {
    const a = ARABIC_INDIC.indexOf(d);
    return PERSIAN[a >= 0 ? a : Number(d)];
  });
}

/** Latin digits plus the Persian forms of Arabic yeh and kaf (ي→ی, ك→ک): what forms normalise before validating. */
export function normalizePersianText(input: string): string {
  return toLatinDigits(input).replace(/ي/g, 'ی').replace(/ك/g, 'ک');
}

/** Digits in the script of the language: Persian digits for `fa`, Latin otherwise. */
export function localizeDigits(input: string | number, language: string): string {
  return language === 'fa' ? toPersianDigits(input) : toLatinDigits(String(input));
}
