import { PERIODIC_SYNC_TAG, SYNC_OFFLINE_ACTIONS_TAG } from '@eventos/domain';
import { describe, expect, it, vi } from 'vitest';
import { workForSync } from './sync-events.ts';

describe('workForSync', () => {
  const work = () => ({ replayQueue: vi.fn(async () => 'sent'), refreshSaved: vi.fn(async () => 'fresh') });

  it('replays the queue for the offline-actions sync', async () => {
    const w = work();
    await expect(workForSync(SYNC_OFFLINE_ACTIONS_TAG, w)).resolves.toBe('sent');
    expect(w.refreshSaved).not.toHaveBeenCalled();
  });

  it('refreshes the saved events for the periodic sync', async () => {
    const w = work();
    await expect(workForSync(PERIODIC_SYNC_TAG, w)).resolves.toBe('fresh');
    expect(w.replayQueue).not.toHaveBeenCalled();
  });

  it('ignores tags that are not ours', () => {
    const w = work();
    expect(workForSync('someone-else', w)).toBeNull();
    expect(w.replayQueue).not.toHaveBeenCalled();
    expect(w.refreshSaved).not.toHaveBeenCalled();
  });
});
