// Names for the controls Decap draws with an icon only, so that a screen reader (and axe's WCAG rules) can
// tell them apart: a list item's open/close, move and remove buttons, and the preview's frame. Decap's
// elements are recognised by its component names (as in admin.css); the words come from the generated
// configuration (src/admin/contract.ts ControlNames), in the interface's language.
import type { ControlNames } from './contract';

/** Names every unnamed icon control under `root` (a list item's first button opens it, the last removes it). */
export function nameControls(root: ParentNode, names: ControlNames): void {
  for (const button of root.querySelectorAll<HTMLElement>('button[class*="TopBarButton"]:not([aria-label])')) {
    const removes = button.parentElement !== null && button.parentElement.children.length > 1 && button === button.parentElement.lastElementChild;
    button.setAttribute('aria-label', removes ? names.remove : names.toggle);
  }
  for (const handle of root.querySelectorAll<HTMLElement>('[aria-roledescription="sortable"]:not([aria-label])')) handle.setAttribute('aria-label', names.move);
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe#preview-pane:not([title])')) frame.title = names.preview;
}

/** Keeps naming them as Decap draws and redraws its interface. */
export function keepControlsNamed(doc: Document, names: ControlNames): MutationObserver {
  const observer = new MutationObserver(() => nameControls(doc.body, names));
  observer.observe(doc.body, { childList: true, subtree: true });
  nameControls(doc.body, names);
  return observer;
}
