import { createToastQueue, type ToastInput, type ToastItem } from '@eventos/domain';
import { useSyncExternalStore } from 'react';

export type { ToastInput, ToastItem, ToastVariant } from '@eventos/domain';

/** The app's single toast queue: at most one toast, 3000 ms by default, removed 4000 ms after dismissal. */
const queue = createToastQueue();

/** Shows a toast: `toast({ title, description, variant: 'destructive', duration })`. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  return queue.toast(input);
}

/** Closes one toast, or every toast without an id. */
export function dismissToast(id?: string): void {
  queue.dismiss(id);
}

/** The toasts to render (newest first), including dismissed ones that are still leaving. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(queue.subscribe, queue.getToasts, queue.getToasts);
}
