import type { RenderRequest, RenderResult } from '#contract/server-render.ts';

/**
 * The messages between the server's main thread and the thread that renders pages (decision 0099).
 * Only what the structured clone carries: no functions, no Headers, no streams. The render's API
 * calls cross as plain text and come back as plain text; the main thread answers them, since the
 * database and the API live there.
 */

/** A page to render: the request without its fetch, which the worker makes of messages. */
export interface RenderOrder {
  type: 'render';
  renderId: number;
  request: Omit<RenderRequest, 'fetch'>;
}

/** An API answer the render asked for. */
export interface ApiAnswer {
  type: 'answer';
  callId: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/** The API call could not be made (the in-process app threw): the render's fetch rejects, as a network error would. */
export interface ApiFailure {
  type: 'unanswered';
  callId: number;
  message: string;
}

export type ToWorker = RenderOrder | ApiAnswer | ApiFailure;

/** A call of the render's fetch, for the main thread to answer. */
export interface ApiCall {
  type: 'call';
  renderId: number;
  callId: number;
  path: string;
  method: string;
  headers: [string, string][];
  body: string | null;
}

export interface RenderDone {
  type: 'rendered';
  renderId: number;
  result: RenderResult;
}

/** The render threw: its message and stack, for the main thread's log. */
export interface RenderFailed {
  type: 'failed';
  renderId: number;
  message: string;
  stack: string | undefined;
}

export type FromWorker = ApiCall | RenderDone | RenderFailed;
