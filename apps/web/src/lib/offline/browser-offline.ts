/**
 * Whether the browser says it has no connection. Only a plain `false` counts: no navigator (a
 * worker without one, a test) or one that cannot answer is taken as online, and the request then
 * tells the truth.
 */
export function browserSaysOffline(): boolean {
  try {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  } catch {
    return false;
  }
}
