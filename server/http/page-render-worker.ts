import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '#contract/server-render.ts';
import type { ApiCall, FromWorker, ToWorker } from './page-render-messages.ts';

/**
 * The render thread (decision 0099), built into dist/page-render-worker.mjs beside the server. It
 * loads the built render module (dist/ssr/entry-server.js) and renders the pages the main thread
 * orders, several at once as the main thread does: each waits on its API calls, which go to the main
 * thread as messages and come back as text. React, the router and the query cache run here, off the
 * thread that answers every request.
 */
const { file } = workerData as { file: string };
const port = parentPort!;
const { render } = (await import(pathToFileURL(file).href)) as { render: RenderPage };

const calls = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let lastCallId = 0;

/** Statuses whose Response may have no body, not even an empty one (the constructor throws). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

const send = (message: FromWorker) => port.postMessage(message);

function callApi(renderId: number, path: string, init: RequestInit): Promise<Response> {
  if (init.body != null && typeof init.body !== 'string') throw new Error('the render sends only text bodies');
  const callId = (lastCallId += 1);
  const call: ApiCall = {
    type: 'call',
    renderId,
    callId,
    path,
    method: init.method ?? 'GET',
    headers: [...new Headers(init.headers).entries()],
    body: init.body ?? null,
  };
  return new Promise((resolve, reject) => {
    calls.set(callId, { resolve, reject });
    send(call);
  });
}

async function renderOne(renderId: number, request: Omit<Parameters<RenderPage>[0], 'fetch'>): Promise<void> {
  try {
    const result = await render({ ...request, fetch: (path, init) => callApi(renderId, path, init) });
    send({ type: 'rendered', renderId, result });
  } catch (error) {
    const thrown = error instanceof Error ? error : new Error(String(error));
    send({ type: 'failed', renderId, message: thrown.message, stack: thrown.stack });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'render') {
    void renderOne(message.renderId, message.request);
    return;
  }
  const call = calls.get(message.callId);
  if (!call) return;
  calls.delete(message.callId);
  if (message.type === 'answer')
    call.resolve(
      new Response(nullBodyStatuses.has(message.status) ? null : message.body, {
        status: message.status,
        headers: message.headers,
      }),
    );
  else call.reject(new Error(message.message));
});
