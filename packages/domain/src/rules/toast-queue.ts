import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../constants/toast.ts';

/** Toast queue rules of spec §4/§9: at most one toast, 3000 ms by default, removed 4000 ms after dismissal. */

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; default 3000. `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed: it is leaving and will be removed after the removal delay. */
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** The newest toast first; the list never holds more than the limit. */
export function toastReducer(toasts: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id);
  }
}

export interface ToastTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastQueue {
  toast(input: ToastInput): { id: string; dismiss: () => void };
  dismiss(id?: string): void;
  getToasts(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
}

const globalTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A toast store with its timers: auto-dismiss after the duration, removal after the removal delay. */
export function createToastQueue(timers: ToastTimers = globalTimers): ToastQueue {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const closeTimers = new Map<string, unknown>();
  const removeTimers = new Map<string, unknown>();

  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action);
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    timers.clearTimeout(closeTimers.get(id));
    closeTimers.delete(id);
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      timers.setTimeout(() => {
        removeTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const dismiss = (id?: string) => {
    for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    dispatch({ type: 'dismiss', id });
  };

  const toast = (input: ToastInput) => {
    counter += 1;
    const id = String(counter);
    const duration = input.duration ?? TOAST_DEFAULT_DURATION_MS;
    const dropped = toasts.slice(TOAST_LIMIT - 1).map((t) => t.id);
    dispatch({
      type: 'add',
      toast: { ...input, id, variant: input.variant ?? 'default', duration, open: true },
    });
    for (const old of dropped) {
      timers.clearTimeout(closeTimers.get(old));
      timers.clearTimeout(removeTimers.get(old));
      closeTimers.delete(old);
      removeTimers.delete(old);
    }
    if (Number.isFinite(duration))
      closeTimers.set(
        id,
        timers.setTimeout(() => dismiss(id), duration),
      );
    return { id, dismiss: () => dismiss(id) };
  };

  return {
    toast,
    dismiss,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
