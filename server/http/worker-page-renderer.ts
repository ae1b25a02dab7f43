import { access } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { RenderPage, RenderRequest, RenderResult } from '#contract/server-render.ts';
import type { PageRenderer, PageRendererSource } from './page-renderer.ts';
import type { ApiCall, FromWorker, ToWorker } from './page-render-messages.ts';

/**
 * The built render module run on a thread of its own (decision 0099): the main thread answers every
 * request, and the render (React, the router, the query cache: about 2 ms a page) held it longest.
 * The render's API calls come back here, where the database is, and are answered by the fetch the
 * page's request gave, so the render reads what it read in process: the same answers, the same scope.
 * A missing build is looked for again on every request, as builtPageRenderer does; a thread that
 * stops (a module that fails to load, a crash) fails the renders it held, and the next page starts
 * another.
 */
export interface WorkerPageRenderer {
  source: PageRendererSource;
  /** Ends the thread (tests; the server's own exit ends it too). */
  stop(): Promise<void>;
}

export function workerPageRenderer(file: string, workerFile: URL): WorkerPageRenderer {
  let thread: RenderThread | null = null;
  const source: PageRendererSource = async () => {
    if (!thread) {
      try {
        await access(file);
      } catch {
        return null;
      }
      // Pages asked for while the build was looked for share the thread the first of them starts.
      thread ??= startRenderThread(file, workerFile, (ended) => {
        if (thread === ended) thread = null;
      });
    }
    return thread.renderer;
  };
  return { source, stop: async () => void (await thread?.worker.terminate()) };
}

interface RenderThread {
  worker: Worker;
  renderer: PageRenderer;
}

interface PendingRender {
  fetch: RenderRequest['fetch'];
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

function startRenderThread(file: string, workerFile: URL, onEnd: (thread: RenderThread) => void): RenderThread {
  const worker = new Worker(workerFile, { workerData: { file } });
  // The server's exit is not held by its render thread.
  worker.unref();
  const renders = new Map<number, PendingRender>();
  let lastRenderId = 0;
  let ended: Error | null = null;
  const send = (message: ToWorker) => worker.postMessage(message);

  const end = (error: Error) => {
    ended ??= error;
    onEnd(thread);
    for (const pending of renders.values()) pending.reject(ended);
    renders.clear();
  };
  worker.on('error', end);
  worker.on('exit', (code) => end(new Error(`the render thread stopped (exit code ${code})`)));

  async function answer(pending: PendingRender, call: ApiCall): Promise<void> {
    try {
      const response = await pending.fetch(call.path, {
        method: call.method,
        headers: call.headers,
        ...(call.body === null ? {} : { body: call.body }),
      });
      const headers = [...response.headers.entries()];
      send({ type: 'answer', callId: call.callId, status: response.status, headers, body: await response.text() });
    } catch (error) {
      send({
        type: 'unanswered',
        callId: call.callId,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  worker.on('message', (message: FromWorker) => {
    const pending = renders.get(message.renderId);
    if (!pending) return;
    if (message.type === 'call') {
      void answer(pending, message);
      return;
    }
    renders.delete(message.renderId);
    if (message.type === 'rendered') pending.resolve(message.result);
    else pending.reject(Object.assign(new Error(message.message), { stack: message.stack }));
  });

  const render: RenderPage = ({ fetch, ...request }) => {
    if (ended) return Promise.reject(ended);
    const renderId = (lastRenderId += 1);
    return new Promise((resolve, reject) => {
      renders.set(renderId, { fetch, resolve, reject });
      send({ type: 'render', renderId, request });
    });
  };
  const thread: RenderThread = { worker, renderer: { render } };
  return thread;
}
