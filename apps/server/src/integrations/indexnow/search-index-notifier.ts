/** Tells search engines that public pages changed (IndexNow when a key is configured). */
export interface SearchIndexNotifier {
  /** Paths (e.g. /events/roda-de-samba) that were published or changed; never waits, never throws. */
  notifyChanged(paths: readonly string[]): void;
  /** The IndexNow key, served at /{key}.txt to prove the site owns it; absent when disabled. */
  readonly key?: string;
}

/** Used when no IndexNow key is configured. */
export const searchIndexDisabled: SearchIndexNotifier = { notifyChanged: () => {} };
