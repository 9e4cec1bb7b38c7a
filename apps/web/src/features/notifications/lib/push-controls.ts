import type { PushState } from '@eventos/domain';

/** What the push half offers the pages (lib/push's usePushStatus): the state and the two actions. */
export interface PushControls {
  state: PushState;
  enable: () => unknown;
  disable: () => unknown;
}
