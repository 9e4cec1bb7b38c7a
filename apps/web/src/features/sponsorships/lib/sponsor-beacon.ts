/**
 * Counts something without holding the page: sendBeacon when the browser has it (it survives the
 * navigation that follows a click), else a fetch kept alive. Failures are ignored — a count is
 * never worth an error.
 */
export function sendCountBeacon(path: string): void {
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(path)
    )
      return;
    void globalThis
      .fetch(path, { method: 'POST', keepalive: true, credentials: 'same-origin' })
      .catch(() => {});
  } catch {
    // Counting never gets in the way.
  }
}

/** POST /api/v1/sponsorships/{id}/click — someone followed an approved sponsor's link. */
export function sendSponsorClick(sponsorshipId: string): void {
  sendCountBeacon(`/api/v1/sponsorships/${encodeURIComponent(sponsorshipId)}/click`);
}
