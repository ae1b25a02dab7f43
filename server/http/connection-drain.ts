import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How a stopping server answers every request it took (decision 0085). Node's `server.close()`
 * first calls `closeIdleConnections()`, and to Node a connection it has accepted but whose request
 * it has not read yet is idle: it was destroyed, and its client got ECONNRESET without knowing
 * whether its request was taken (25 of 40 submissions of a burst). And a busy event loop
 * accepts one waiting connection, and reads one request, per turn: a listener closed straight from
 * a timer resets every connection the kernel holds for the process (timers run before the loop's
 * I/O). So here:
 * - the listener is closed after a turn of the loop that accepted no connection (at most
 *   `acceptLimitMs` of trying: a client that never stops connecting cannot hold it open), by
 *   net.Server's own `close`, which leaves the accepted connections alone;
 * - a connection with a request in progress is answered with `Connection: close`, then Node closes it;
 * - any other one (its request not sent, or not read yet; a kept-alive one, idle) is closed once
 *   the whole server has begun and finished no request for `quietMs`: an event loop that has had
 *   nothing to do for that long has read every request that had arrived.
 */
export interface ConnectionDrain {
  /** From now on every answer closes its connection (`Connection: close`), those in progress too. */
  closeAfterEachAnswer(): void;
  /** Stops listening; resolves once every accepted connection has been answered and closed. */
  close(): Promise<void>;
}

export interface ConnectionDrainOptions {
  /** How long the server must have had no request begin or end before idle connections are closed. Default 1 s. */
  quietMs?: number;
  /** How long to go on accepting what waits before the listener is closed anyway. Default 10 s. */
  acceptLimitMs?: number;
  /** How often the connections are looked at while closing. Default 50 ms. */
  checkEveryMs?: number;
}

interface ConnectionState {
  /** Answers in progress. */
  answering: Set<ServerResponse>;
  /** Its last answer said `Connection: close`: Node closes it once that answer is written. */
  closing: boolean;
}

export function connectionDrain(server: HttpServer, options: ConnectionDrainOptions = {}): ConnectionDrain {
  const quietMs = options.quietMs ?? 1_000;
  const acceptLimitMs = options.acceptLimitMs ?? 10_000;
  const checkEveryMs = options.checkEveryMs ?? 50;
  const connections = new Map<Socket, ConnectionState>();
  let accepted = 0;
  let lastActivityAt = 0;
  let closeEach = false;

  const answerWithClose = (response: ServerResponse, state: ConnectionState) => {
    if (response.headersSent) return;
    response.setHeader('Connection', 'close');
    state.closing = true;
  };

  server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { answering: new Set(), closing: false });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the app's own listener, so the header is set before any answer is written.
  server.prependListener('request', (request, response) => {
    lastActivityAt = Date.now();
    const state = connections.get(request.socket);
    if (!state) return;
    state.answering.add(response);
    response.once('close', () => {
      lastActivityAt = Date.now();
      state.answering.delete(response);
    });
    if (closeEach) answerWithClose(response, state);
  });

  function closeAfterEachAnswer() {
    closeEach = true;
    for (const state of connections.values()) for (const response of state.answering) answerWithClose(response, state);
  }

  /** Resolves once a turn of the event loop accepted no connection, or after `acceptLimitMs`. */
  async function acceptWhatWaits(): Promise<void> {
    const started = Date.now();
    let seen = -1;
    while (seen !== accepted && Date.now() - started < acceptLimitMs) {
      seen = accepted;
      // An immediate runs after the turn's I/O, where the waiting connections are accepted.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    closeAfterEachAnswer,
    async close() {
      closeAfterEachAnswer();
      await acceptWhatWaits();
      // net.Server's close, not http.Server's: it stops accepting and calls back once the last
      // connection has closed, without closing "idle" ones itself.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      lastActivityAt = Math.max(lastActivityAt, Date.now());
      const letGo = () => {
        if (Date.now() - lastActivityAt < quietMs) return;
        for (const [socket, state] of connections) if (state.answering.size === 0 && !state.closing) socket.destroy();
      };
      const timer = setInterval(letGo, checkEveryMs);
      try {
        await closed;
      } finally {
        clearInterval(timer);
      }
    },
  };
}
