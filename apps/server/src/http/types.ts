import type { DatabaseHandle } from '../db/client.ts';
import type { SearchIndexNotifier } from '../integrations/indexnow/search-index-notifier.ts';
import type { Logger } from '../logger.ts';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The signed-in caller, or null for a visitor. */
    userId: string | null;
    /** The caller's session id (to tell the current device apart), or null. */
    sessionId: string | null;
    database: DatabaseHandle;
    /** Pings search engines about changed public pages. */
    searchIndex: SearchIndexNotifier;
  };
}
