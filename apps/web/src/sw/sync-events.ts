import { PERIODIC_SYNC_TAG, SYNC_OFFLINE_ACTIONS_TAG } from '@eventos/domain';

/** What the background syncs run (sw.ts passes the offline store's functions). */
export interface SyncWork {
  /** Sends the queued offline writes. */
  replayQueue(): Promise<unknown>;
  /** Refreshes the saved events of the person signed in last (nothing when nobody is). */
  refreshSaved(): Promise<unknown>;
}

/** The work a sync event's tag asks for, or null when the tag is not ours. */
export function workForSync(tag: string, work: SyncWork): Promise<unknown> | null {
  if (tag === SYNC_OFFLINE_ACTIONS_TAG) return work.replayQueue();
  if (tag === PERIODIC_SYNC_TAG) return work.refreshSaved();
  return null;
}
