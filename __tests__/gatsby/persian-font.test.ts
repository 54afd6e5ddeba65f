// The Persian pages' copy against Vazirmatn itself: no character of locales/fa, the Persian side of data/
// or what the code writes lacks a glyph, so none is drawn in a fallback font (the build's cut and each
// built page are checked in __tests__/e2e/pages/fonts.spec.ts).
import fs from 'fs';
import path from 'path';
import { cmapOf, drawnWithoutGlyph, persianCharacters, sourceFontPath } from '../../gatsby/persian-font';

const ROOT = path.resolve(__dirname, '../..');

describe('Vazirmatn and the Persian copy', () => {
  const inFont = cmapOf(fs.readFileSync(sourceFontPath(ROOT)));

  it('has a glyph for every character the Persian pages may show', () => {
    expect(drawnWithoutGlyph(persianCharacters(ROOT), inFont)).toEqual([]);
  });

  it('counts a missing letter or sign, not the direction isolates and spaces that are never drawn', () => {
    const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!);
    expect(drawnWithoutGlyph(codes('\u2066\u2069\u00A0 ₘ'), inFont)).toEqual(['ₘ']);
  });
});
