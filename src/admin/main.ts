// The web editor's page script (/admin/admin.js, bundled by the build from this module with
// gatsby/cms/admin-bundle.ts): the interface's language and direction, then the editor (start.ts).
import { interfaceLanguage, startEditor } from './start';

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();
const ui = interfaceLanguage(window.location.search, storage);
document.documentElement.lang = ui;
// The Persian interface reads right to left (admin.css mirrors what Decap lays out by hand).
document.documentElement.dir = ui === 'fa' ? 'rtl' : 'ltr';
startEditor(ui).catch((error: Error) => {
  document.body.textContent = `${ui === 'fa' ? 'ویرایشگر بار نشد' : 'The editor did not load'}: ${error.message}`;
});
