// Tests of résumé type detection by magic bytes.
import {
  CONTENT_TYPES,
  detectFileType,
  hasOfficeMacros,
  kindOfContentType,
  kindOfFileName,
  MAX_RESUME_BYTES,
  RESUME_ACCEPT,
} from '../../src/lib/file-signature';
import {
  ascii,
  DOC_BYTES,
  DOC_MACRO_BYTES,
  DOCM_BYTES,
  DOCX_BYTES,
  DOCX_MACRO_TYPE_BYTES,
  DOCX_LATE_WORD_BYTES,
  EXE_BYTES,
  GIF_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  XLSX_BYTES,
  zip,
} from '../fixtures/resume-files';

describe('detectFileType', () => {
  it.each([
    ['pdf', PDF_BYTES],
    ['doc', DOC_BYTES],
    ['docx', DOCX_BYTES],
    ['docx', DOCX_LATE_WORD_BYTES],
    ['jpeg', JPEG_BYTES],
    ['png', PNG_BYTES],
  ] as const)('recognises %s', (kind, bytes) => {
    expect(detectFileType(bytes)).toBe(kind);
  });

  it.each([
    ['GIF', GIF_BYTES],
    ['Windows executable', EXE_BYTES],
    ['XLSX (a ZIP without word/)', XLSX_BYTES],
    ['plain ZIP', zip([{ name: 'notes.txt', data: new Uint8Array([65, 66]) }])],
    ['empty', new Uint8Array()],
    ['text claiming PDF late', Uint8Array.from(ascii('hello %PDF-1.4'))],
    ['truncated PDF magic', Uint8Array.from(ascii('%PDF'))],
    ['truncated PNG magic', PNG_BYTES.subarray(0, 7)],
    ['text "PK\\x03\\x04" with a name not under word/', new Uint8Array([0x50, 0x4b, 3, 4, ...new Array(30).fill(0)])],
  ])('refuses %s', (_why, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });

  it('finds a DOCX from its head alone when word/ is among the first entries', () => {
    expect(detectFileType(DOCX_BYTES.subarray(0, 160))).toBe('docx');
  });

  it('does not mistake "word/" inside file data for an entry name', () => {
    const tricky = zip([{ name: 'readme.txt', data: Uint8Array.from(ascii('see word/document.xml')) }]);
    expect(detectFileType(tricky)).toBeNull();
  });
});

describe('hasOfficeMacros', () => {
  it.each([
    ['a .docm (word/vbaProject.bin), whatever its name', DOCM_BYTES],
    ['a DOCX declaring the macro-enabled content type', DOCX_MACRO_TYPE_BYTES],
    ['a .doc with a VBA project', DOC_MACRO_BYTES],
    [
      'the tail of a .docm alone (central directory)',
      DOCM_BYTES.subarray(0, 4).length ? new Uint8Array([...DOCM_BYTES.subarray(0, 4), ...DOCM_BYTES.subarray(DOCM_BYTES.length - 200)]) : DOCM_BYTES,
    ],
  ])('finds macros in %s', (_why, bytes) => {
    expect(hasOfficeMacros(bytes)).toBe(true);
  });

  it.each([
    ['a plain DOCX', DOCX_BYTES],
    ['a DOCX with word/ late', DOCX_LATE_WORD_BYTES],
    ['a plain DOC', DOC_BYTES],
    ['a PDF', PDF_BYTES],
    ['a PNG', PNG_BYTES],
  ])('finds none in %s', (_why, bytes) => {
    expect(hasOfficeMacros(bytes)).toBe(false);
  });

  it('still sees a macro file as a DOCX by its signature (the macro rule refuses it separately)', () => {
    expect(detectFileType(DOCM_BYTES)).toBe('docx');
    expect(kindOfFileName('cv.docm')).toBeNull();
  });
});

describe('file names, content types and limits', () => {
  it.each([
    ['cv.PDF', 'pdf'],
    ['my.cv.docx', 'docx'],
    ['photo.JPG', 'jpeg'],
    ['photo.jpeg', 'jpeg'],
    ['scan.png', 'png'],
    ['old.doc', 'doc'],
    ['cv', null],
    ['cv.exe', null],
    ['cv.pdf.exe', null],
  ])('kindOfFileName(%j) = %j', (name, kind) => {
    expect(kindOfFileName(name)).toBe(kind);
  });

  it('maps every kind to its content type and back', () => {
    for (const [kind, type] of Object.entries(CONTENT_TYPES)) expect(kindOfContentType(type)).toBe(kind);
    expect(kindOfContentType('application/octet-stream')).toBeNull();
    expect(kindOfContentType(' Application/PDF ')).toBe('pdf');
  });

  it('limits a résumé to 2 MB and advertises every accepted type', () => {
    expect(MAX_RESUME_BYTES).toBe(2097152);
    expect(RESUME_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', 'application/pdf']));
  });
});
