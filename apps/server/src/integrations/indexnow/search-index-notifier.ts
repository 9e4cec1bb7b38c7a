/** Tells search engines that public pages changed (IndexNow when a key is configured). */
export interface SearchIndexNotifier {
  /** Paths (e.g. /events/roda-de-samba) that were published or changed; never waits, never throws. */
  notifyChanged(paths: readonly string[]): void;
}

/** Used when no IndexNow key is configured. */
export const searchIndexDisabled: SearchIndexNotifier = { notifyChanged: () => {} };
