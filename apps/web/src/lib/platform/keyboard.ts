import { KEYBOARD_SCROLL_DELAY_MS } from '@eventos/domain';

type Listener = () => void;

/** The two events of @capacitor/keyboard used here (a double can stand in for it in tests). */
export interface KeyboardEvents {
  addListener(
    event: 'keyboardWillShow' | 'keyboardDidShow',
    listener: Listener,
  ): Promise<{ remove: () => Promise<void> }>;
}

/** Where focus sits in an overlay: a dialog, a menu, a select, a listbox or a popover (Radix's wrapper). */
const OVERLAY =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], select, [data-radix-popper-content-wrapper]';

const TEXT_ENTRY = 'input, textarea, [contenteditable=""], [contenteditable="true"]';

/**
 * Spec §4 Native: after the keyboard opens, the focused input scrolls to the centre after 100 ms.
 * Inside a dialog, menu, select or popover the page does not move: its scroll is put back where
 * it was before the keyboard opened (the overlay keeps its own place).
 */
export function followKeyboard(keyboard: KeyboardEvents, win: Window = window): void {
  let before = { x: 0, y: 0 };
  void keyboard.addListener('keyboardWillShow', () => {
    before = { x: win.scrollX, y: win.scrollY };
  });
  void keyboard.addListener('keyboardDidShow', () => {
    const saved = before;
    win.setTimeout(() => {
      const focused = win.document.activeElement as HTMLElement | null;
      if (!focused || focused === win.document.body) return;
      if (focused.closest(OVERLAY)) {
        win.scrollTo(saved.x, saved.y);
        return;
      }
      if (focused.matches(TEXT_ENTRY)) focused.scrollIntoView({ block: 'center' });
    }, KEYBOARD_SCROLL_DELAY_MS);
  });
}
