import { useSyncExternalStore } from 'react';

/**
 * Whether this device has a keyboard, for keyboard hints ('Pulsa / para buscar'): a computer's mouse or trackpad
 * (a fine pointer that hovers) says so at once; a tablet or phone shows the hints once a key is pressed outside a
 * text field. An on-screen keyboard only ever types into a text field, so such a key press comes from a real
 * keyboard (a Bluetooth one on a tablet). Kept for the visit, not stored: the keyboard may be gone tomorrow.
 */
export const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

let keyPressed = false;
const listeners = new Set<() => void>();

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

function onKey(event: KeyboardEvent) {
  // 'Unidentified' and 'Process' are what on-screen keyboards report while composing.
  if (isTextField(event.target) || event.key === 'Unidentified' || event.key === 'Process') return;
  keyPressed = true;
  window.removeEventListener('keydown', onKey, true);
  listeners.forEach((listener) => listener());
}

function finePointer(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(FINE_POINTER_QUERY) : undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!keyPressed && listeners.size === 1) window.addEventListener('keydown', onKey, true);
  const media = finePointer();
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    if (listeners.size === 0) window.removeEventListener('keydown', onKey, true);
  };
}

const hasKeyboard = () => keyPressed || (finePointer()?.matches ?? false);

/** True where keyboard hints make sense (see above); re-renders when a first key press reveals a keyboard. */
export function useHasKeyboard(): boolean {
  return useSyncExternalStore(subscribe, hasKeyboard, () => false);
}

/** For tests: forget the key press seen. */
export function resetKeyboardForTests() {
  keyPressed = false;
}
