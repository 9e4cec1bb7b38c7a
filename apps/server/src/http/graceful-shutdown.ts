import type { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';

const QUIET_CHECK_MS = 50;
/** How long to keep accepting while requests still arrive, before the listener closes anyway. */
const MAX_ACCEPT_GRACE_MS = 3_000;

/**
 * Lets every request that reached the server finish, then resolves.
 *
 * While the event loop is busy (an embedded-database query runs on it), arriving connections wait
 * in the kernel's accept queue, and Node takes them about one per loop turn. Closing the listener
 * at once would reset them, and http.Server#close() would also drop accepted connections whose
 * request is not read yet. So draining answers with `Connection: close` and keeps accepting until
 * two checks in a row see no request in flight and none started since the previous check (or
 * MAX_ACCEPT_GRACE_MS passes); then it stops listening (net.Server#close, which leaves open
 * connections alone) and drops connections once they stay idle the same way.
 */
export function trackForShutdown(server: HttpServer): { drain(): Promise<void> } {
  let inFlight = 0;
  let started = 0;
  let draining = false;
  server.on('request', (_req, res) => {
    inFlight++;
    started++;
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight--;
    });
  });

  return {
    drain: () =>
      new Promise<void>((resolve) => {
        draining = true;
        const drainStartedAt = Date.now();
        let quietChecks = 0;
        let startedAtLastCheck = started;
        let listening = true;
        const timer = setInterval(() => {
          const quiet = inFlight === 0 && started === startedAtLastCheck;
          startedAtLastCheck = started;
          quietChecks = quiet ? quietChecks + 1 : 0;
          if (listening && (quietChecks >= 2 || Date.now() - drainStartedAt > MAX_ACCEPT_GRACE_MS)) {
            listening = false;
            NetServer.prototype.close.call(server, () => {
              clearInterval(timer);
              resolve();
            });
          }
          if (!listening && quietChecks >= 2) server.closeIdleConnections();
        }, QUIET_CHECK_MS);
      }),
  };
}
