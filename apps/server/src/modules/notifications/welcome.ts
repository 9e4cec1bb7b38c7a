import type { Tx } from '../../db/client.ts';
import { notify } from './notify.ts';

/** The one welcome of a person whose profile just became complete (pending → active), linking to /events. */
export function notifyWelcome(tx: Tx, userId: string): Promise<string[]> {
  return notify(tx, {
    recipients: [userId],
    type: 'on_demand',
    text: { key: 'welcome' },
    metadata: { link: '/events' },
  });
}
