// stripControls and displayLine: what the search page (and the forms) remove from text they show back.
import { displayLine, stripControls } from '../../src/lib/strip-controls';

describe('stripControls', () => {
  it.each([
    ['NUL', 'a\u0000b', 'ab'],
    ['ESC and a terminal sequence’s start', '\u001b[31mred', '[31mred'],
    ['DEL and C1 (CSI)', 'a\u007fb\u009bc', 'abc'],
    ['a right-to-left override', 'Try other words.\u202e"pdf.exe', 'Try other words."pdf.exe'],
    ['LRO, RLE, LRE, PDF', '\u202da\u202bb\u202ac\u202c', 'abc'],
    ['isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['a BOM', '\ufeffx', 'x'],
    ['nothing from Persian text (ZWNJ, ZWJ stay)', 'می\u200cخواهم\u200d', 'می\u200cخواهم\u200d'],
    ['nothing from tab and line breaks', 'a\tb\nc\r', 'a\tb\nc\r'],
  ])('removes %s', (_what, text, expected) => {
    expect(stripControls(text)).toBe(expected);
  });
});

describe('displayLine', () => {
  it.each([
    ['  سبد \t\n گردانی  ', 'سبد گردانی'],
    ['\u202eabc\u0000 ', 'abc'],
    ['\u0000\u001b', ''],
  ])('shows %j as %j', (text, expected) => {
    expect(displayLine(text)).toBe(expected);
  });
});
