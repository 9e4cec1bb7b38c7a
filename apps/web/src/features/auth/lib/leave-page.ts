/** Leaves the app for another site's page (an OAuth provider); its own module so tests can see where. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
