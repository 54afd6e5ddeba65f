// The Vazirmatn subsets every Persian page uses (Persian letters and digits; Latin punctuation), as
// the same hashed URLs as the @font-face rules of @fontsource-variable/vazirmatn. Persian pages
// preload them, so the text is first painted in Vazirmatn rather than swapped into it (a layout shift).
import arabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2';
import latin from '@fontsource-variable/vazirmatn/files/vazirmatn-latin-wght-normal.woff2';

export const PERSIAN_FONT_FILES: readonly string[] = [arabic, latin];
