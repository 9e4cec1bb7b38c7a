import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

const QUIET_CHECK_MS = 10;
/** Quiet checks in a row (no request running past the gate, no new connection) before the port closes. */
const QUIET_CHECKS = 3;
/** How long to keep accepting at most, when connections never stop arriving. */
const MAX_ACCEPT_GRACE_MS = 3_000;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Lets every request that reached the server finish, then resolves.
 *
 * Closing a listening socket resets the connections still waiting in the kernel's accept queue, and
 * a client that just got its answer opens the next connection at once. So draining first holds
 * every newly arriving request at a gate (accepted and read, not yet handled) while the requests
 * already running finish; once none runs and no connection has arrived for a few checks, every
 * client waiting for an answer is at the gate and none is knocking: the port closes (net.Server#close,
 * which leaves open connections alone), the held requests are handled, every answer says
 * `Connection: close`, and connections are dropped once they stay idle. Connections that arrive
 * after that are refused, never reset. Call it right after the server is created with its handler.
 */
export function trackForShutdown(server: HttpServer): { drain(): Promise<void> } {
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const dispatch: RequestListener = (req, res) => {
    for (const handler of handlers) handler.call(server, req, res);
  };

  let inFlight = 0;
  let started = 0;
  let connections = 0;
  let draining = false;
  let held: (() => void)[] | undefined;

  server.on('connection', () => {
    connections++;
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    started++;
    res.once('close', () => {
      inFlight--;
    });
    if (draining) res.setHeader('Connection', 'close');
    if (!held) return dispatch(req, res);
    held.push(() => {
      if (!res.destroyed) dispatch(req, res);
    });
  });

  const release = () => {
    const waiting = held ?? [];
    held = undefined;
    for (const run of waiting) run();
  };

  return {
    drain: () =>
      new Promise<void>((resolve) => {
        draining = true;
        held = [];
        const drainStartedAt = Date.now();
        let quietChecks = 0;
        let seen = { started, connections };
        let listening = true;
        const timer = setInterval(() => {
          const running = inFlight - (held?.length ?? 0);
          const quiet = running === 0 && started === seen.started && connections === seen.connections;
          seen = { started, connections };
          quietChecks = quiet ? quietChecks + 1 : 0;
          if (
            listening &&
            (quietChecks >= QUIET_CHECKS || Date.now() - drainStartedAt > MAX_ACCEPT_GRACE_MS)
          ) {
            listening = false;
            NetServer.prototype.close.call(server, () => {
              clearInterval(timer);
              resolve();
            });
            release();
          }
          // A connection accepted a moment ago may not have sent its request yet: wait for quiet.
          else if (!listening && quietChecks >= QUIET_CHECKS) server.closeIdleConnections();
        }, QUIET_CHECK_MS);
      }),
  };
}
