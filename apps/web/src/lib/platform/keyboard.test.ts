import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followKeyboard, type KeyboardEvents } from './keyboard.ts';

/** @capacitor/keyboard at the plugin boundary: the test opens the keyboard. */
function fakeKeyboard() {
  const listeners = new Map<string, () => void>();
  const keyboard: KeyboardEvents = {
    addListener: async (event, listener) => {
      listeners.set(event, listener);
      return { remove: async () => {} };
    },
  };
  const open = () => {
    listeners.get('keyboardWillShow')?.();
    listeners.get('keyboardDidShow')?.();
  };
  return { keyboard, open };
}

function field(html: string): HTMLElement {
  document.body.innerHTML = html;
  const input = document.querySelector<HTMLElement>('[data-focus]');
  if (!input) throw new Error('no field');
  input.focus();
  return input;
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no layout: these stand in for the browser's scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('keyboard (spec §4 Native)', () => {
  it('centres the focused input 100 ms after the keyboard opens', () => {
    const { keyboard, open } = fakeKeyboard();
    followKeyboard(keyboard);
    const input = field('<form><input data-focus /></form>');
    open();
    vi.advanceTimersByTime(99);
    expect(input.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(input.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
  });

  it('centres a textarea and an editor too', () => {
    const { keyboard, open } = fakeKeyboard();
    followKeyboard(keyboard);
    const editor = field('<div contenteditable="true" data-focus tabindex="0"></div>');
    open();
    vi.advanceTimersByTime(100);
    expect(editor.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it.each([
    ['a dialog', '<div role="dialog"><input data-focus /></div>'],
    ['an alert dialog', '<div role="alertdialog"><input data-focus /></div>'],
    ['a menu', '<div role="menu"><input data-focus /></div>'],
    ['a select', '<select data-focus><option>a</option></select>'],
    ['a popover', '<div data-radix-popper-content-wrapper><input data-focus /></div>'],
  ])('inside %s, leaves the page where it was before the keyboard opened', (_name, html) => {
    const { keyboard, open } = fakeKeyboard();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    followKeyboard(keyboard);
    const input = field(html);
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
    open();
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    vi.advanceTimersByTime(100);
    expect(input.scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
  });

  it('does nothing when nothing is focused', () => {
    const { keyboard, open } = fakeKeyboard();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    followKeyboard(keyboard);
    open();
    vi.advanceTimersByTime(100);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
