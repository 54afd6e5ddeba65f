// Starting the editor: the interface's language from the address or the last visit, Decap's phrases
// corrected from the configuration, and names for Decap's icon-only controls.
import { UI_TEXT } from '../../gatsby/cms/ui-text';
import { nameControls } from '../../src/admin/accessible-names';
import type { Phrases } from '../../src/admin/contract';
import { interfaceLanguage, mergePhrases } from '../../src/admin/start';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('the interface language', () => {
  it('takes ?lang= and remembers it, else the remembered one, else Persian', () => {
    const storage = memoryStorage();
    expect(interfaceLanguage('', storage)).toBe('fa');
    expect(interfaceLanguage('?lang=en', storage)).toBe('en');
    expect(interfaceLanguage('', storage)).toBe('en');
    expect(interfaceLanguage('?lang=fa', storage)).toBe('fa');
  });

  it('ignores a language it does not have, and works with storage blocked', () => {
    expect(interfaceLanguage('?lang=de', memoryStorage({ 'cms-language': 'xx' }))).toBe('fa');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(interfaceLanguage('?lang=en', blocked)).toBe('en');
    expect(interfaceLanguage('', blocked)).toBe('fa');
  });
});

describe("Decap's phrases", () => {
  it('are corrected where the configuration says, the rest kept', () => {
    const decap: Phrases = { editor: { editorToolbar: { save: 'صرفه جویی', publish: 'انتشار' }, editorWidgets: { list: { add: 'این مورد را اضافه کنید}' } } } };
    mergePhrases(decap, UI_TEXT.fa.decap);
    const toolbar = (decap.editor as Phrases).editorToolbar as Phrases;
    expect(toolbar.save).toBe('ذخیره');
    expect(toolbar.publish).toBe('انتشار');
    expect(toolbar.inReview).toBe('در بررسی');
    expect(((decap.editor as Phrases).editorWidgets as Phrases).list).toEqual({ add: 'افزودن به %{item}', addType: 'افزودن %{item}' });
  });
});

describe("names of Decap's icon-only controls", () => {
  it("names a list item's open, move and remove controls and the preview frame, in the interface's language", () => {
    document.body.innerHTML = `
      <div class="css-1-TopBar-StyledListItemTopBar"><button class="x-TopBarButton-button"><svg></svg></button>
        <div role="button" aria-roledescription="sortable"></div><button class="x-TopBarButton-button"><svg></svg></button></div>
      <div class="css-2-ObjectWidgetTopBar"><button class="x-TopBarButton-button"><svg></svg></button></div>
      <iframe id="preview-pane"></iframe>`;
    nameControls(document.body, UI_TEXT.fa.controls);
    const [toggle, remove, objectToggle] = [...document.querySelectorAll('button')];
    expect(toggle).toHaveAccessibleName(UI_TEXT.fa.controls.toggle);
    expect(remove).toHaveAccessibleName(UI_TEXT.fa.controls.remove);
    expect(objectToggle).toHaveAccessibleName(UI_TEXT.fa.controls.toggle);
    expect(document.querySelector('[aria-roledescription]')).toHaveAccessibleName(UI_TEXT.fa.controls.move);
    expect(document.querySelector('iframe')).toHaveAttribute('title', UI_TEXT.fa.controls.preview);
  });
});
