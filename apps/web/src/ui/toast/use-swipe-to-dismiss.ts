import { type PointerEvent, useRef, useState } from 'react';

/** Distance (px) toward the inline end that dismisses a toast. */
const SWIPE_DISMISS_PX = 60;

/**
 * Horizontal swipe toward the inline end (right in LTR, left in RTL) to dismiss. Returns the pointer
 * handlers and the current offset to translate the element by.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; id: number; rtl: boolean } | null>(null);
  const [offset, setOffset] = useState(0);

  const towardEnd = (event: PointerEvent, from: { x: number; rtl: boolean }) =>
    (event.clientX - from.x) * (from.rtl ? -1 : 1);

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if ((event.target as HTMLElement).closest('button')) return;
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
        start.current = { x: event.clientX, id: event.pointerId, rtl };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        if (!from || from.id !== event.pointerId) return;
        const distance = Math.max(0, towardEnd(event, from));
        setOffset(from.rtl ? -distance : distance);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        start.current = null;
        if (from && towardEnd(event, from) > SWIPE_DISMISS_PX) onDismiss();
        setOffset(0);
      },
      onPointerCancel() {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
