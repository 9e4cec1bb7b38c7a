import type { OfflineActionKind, SyncQueueItem } from '@eventos/domain';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * What the signed-in person did without a connection and is still waiting to be sent, as the pages
 * show it (a "Aguardando conexão" badge, a comment "Enviando quando a conexão voltar…"). A small
 * in-memory copy of the sync queue's pending items: it holds no Dexie, so the pages that read it
 * keep the offline store out of their code. Filled at once by a queued write, and kept in step with
 * the queue by the offline status once it has loaded.
 */
export interface PendingAction {
  idempotencyKey: string;
  eventId: string;
  kind: OfflineActionKind;
  body?: unknown;
  createdAt: string;
}

let actions: readonly PendingAction[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly PendingAction[]) {
  actions = next;
  for (const listener of listeners) listener();
}

function toPending(item: SyncQueueItem): PendingAction {
  return {
    idempotencyKey: item.idempotencyKey,
    eventId: item.eventId,
    kind: item.kind,
    ...(item.body !== undefined ? { body: item.body } : {}),
    createdAt: item.createdAt,
  };
}

/** A write was just queued: show it as waiting at once. */
export function addPendingAction(item: SyncQueueItem): void {
  if (actions.some((a) => a.idempotencyKey === item.idempotencyKey)) return;
  publish([...actions, toPending(item)]);
}

/** The queue's pending items now (after a replay, a retry, a dismissal, another tab). */
export function setPendingActions(items: readonly SyncQueueItem[]): void {
  const next = items.filter((item) => item.state === 'pending').map(toPending);
  const same =
    next.length === actions.length && next.every((a, i) => a.idempotencyKey === actions[i]?.idempotencyKey);
  if (!same) publish(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => actions;

/** The waiting actions about one event (optionally of some kinds only). */
export function usePendingActions(
  eventId: string,
  kinds?: readonly OfflineActionKind[],
): readonly PendingAction[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  const key = kinds?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the kinds listed.
  return useMemo(
    () => all.filter((a) => a.eventId === eventId && (!kinds || kinds.includes(a.kind))),
    [all, eventId, key],
  );
}

/** The attendance answers (RSVP, cancel, interest) still waiting to be sent. */
export const ATTENDANCE_KINDS: readonly OfflineActionKind[] = [
  'rsvp',
  'cancel',
  'interest-on',
  'interest-off',
];

/** Tests: forget everything. */
export function resetPendingActionsForTests(): void {
  publish([]);
}
