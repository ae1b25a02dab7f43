import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRequest, RenderResult } from '#contract/server-render.ts';
import { workerPageRenderer, type WorkerPageRenderer } from './worker-page-renderer.ts';

/*
 * Decision 0099: the render on a thread of its own. The thread here is the real one, bundled as
 * scripts/build-server.ts bundles it; the render module it loads stands in for the built one
 * (dist/ssr/entry-server.js, proven through the whole browser suite): it writes what its API calls
 * answered, so each test sees what crossed between the threads and back.
 */
const renderModule = `
export async function render(request) {
  if (request.url === '/throws') throw new Error('the render failed');
  if (request.url === '/stops') process.exit(3);
  if (request.url === '/unanswered')
    return request.fetch('/api/fails', {}).then(
      () => ({ kind: 'shell' }),
      (error) => ({ kind: 'redirect', location: '/' + error.message, status: 307 }),
    );
  const path = '/api' + request.url;
  const init = request.url === '/post' ? { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'sent' } : { headers: { 'X-Host': request.host } };
  const response = await request.fetch(path, init);
  const text = await response.text();
  return {
    kind: 'page',
    head: '<title>' + request.userAgent + '</title><link rel="canonical" href="' + request.siteUrl + '/">',
    body: [response.status, response.headers.get('x-answer'), JSON.stringify(text)].join(' '),
    status: 200,
    data: { origin: request.origin, queries: { url: request.url } },
  };
}
`;

let dir: string;
let workerFile: URL;
let renderFile: string;
let renderer: WorkerPageRenderer | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lantern-render-thread-'));
  renderFile = join(dir, 'entry-server.mjs');
  await writeFile(renderFile, renderModule);
  const worker = join(dir, 'page-render-worker.mjs');
  await build({
    entryPoints: [new URL('./page-render-worker.ts', import.meta.url).pathname],
    outfile: worker,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  workerFile = pathToFileURL(worker);
});
afterEach(async () => {
  await renderer?.stop();
  renderer = undefined;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Fetch = RenderRequest['fetch'];
const calls: { path: string; method: string | undefined; headers: Record<string, string>; body: unknown }[] = [];

/** The API as pages() hands it: answers each path with its own text, and records what was asked. */
const api: Fetch = async (path, init) => {
  calls.push({
    path,
    method: init.method,
    headers: Object.fromEntries(new Headers(init.headers)),
    body: init.body,
  });
  if (path === '/api/fails') throw new Error('no-database');
  if (path === '/api/empty') return new Response(null, { status: 204 });
  return new Response(`answer to ${path}`, { status: 201, headers: { 'X-Answer': 'yes' } });
};

async function renderPage(url: string, fetch: Fetch = api): Promise<RenderResult> {
  renderer ??= workerPageRenderer(renderFile, workerFile);
  const source = await renderer.source();
  if (!source) throw new Error('no renderer');
  return source.render({
    url,
    host: 'juniper.example',
    origin: 'https://juniper.example',
    siteUrl: 'https://www.juniper.example',
    userAgent: 'Phone/1.0',
    fetch,
  });
}

describe('the render thread (decision 0099)', () => {
  it('renders the page there, with its API calls answered by the request’s own fetch', async () => {
    calls.length = 0;
    const result = await renderPage('/about');
    expect(result).toEqual({
      kind: 'page',
      // The request crossed whole, the company's site address too (the canonical links start there).
      head: '<title>Phone/1.0</title><link rel="canonical" href="https://www.juniper.example/">',
      body: '201 yes "answer to /api/about"',
      status: 200,
      data: { origin: 'https://juniper.example', queries: { url: '/about' } },
    });
    expect(calls).toEqual([
      { path: '/api/about', method: 'GET', headers: { 'x-host': 'juniper.example' }, body: undefined },
    ]);
  });

  it('passes a call’s method and body, and an answer without a body', async () => {
    calls.length = 0;
    await renderPage('/post');
    expect(calls).toEqual([
      { path: '/api/post', method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'sent' },
    ]);
    expect(await renderPage('/empty')).toMatchObject({ body: '204  ""' });
  });

  it('renders pages at once, each answered by its own request’s fetch', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first page's answer waits until the second page has rendered.
    const slow: Fetch = async (path, init) => {
      await held;
      return api(path, { ...init, headers: {} }).then(() => new Response('slow answer'));
    };
    const first = renderPage('/first', slow);
    const second = await renderPage('/second');
    release();
    expect(second).toMatchObject({ body: '201 yes "answer to /api/second"' });
    expect(await first).toMatchObject({ body: '200  "slow answer"', data: { queries: { url: '/first' } } });
  });

  it('rejects with the render’s own error and goes on rendering', async () => {
    await expect(renderPage('/throws')).rejects.toThrow('the render failed');
    expect(await renderPage('/about')).toMatchObject({ kind: 'page' });
  });

  it('fails the render’s fetch where the API could not answer, as a network error would', async () => {
    expect(await renderPage('/unanswered')).toEqual({ kind: 'redirect', location: '/no-database', status: 307 });
  });

  it('fails the renders a stopped thread held, and starts another for the next page', async () => {
    const held = renderPage('/about', () => new Promise<Response>(() => {}));
    await expect(renderPage('/stops')).rejects.toThrow('the render thread stopped (exit code 3)');
    await expect(held).rejects.toThrow('the render thread stopped (exit code 3)');
    expect(await renderPage('/about')).toMatchObject({ kind: 'page', body: '201 yes "answer to /api/about"' });
  });

  it('starts one thread for the pages asked for at once', async () => {
    renderer = workerPageRenderer(renderFile, workerFile);
    const [first, second] = await Promise.all([renderer.source(), renderer.source()]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
  });

  it('fails the renders of a build that does not load, with its error', async () => {
    const broken = join(dir, 'broken.mjs');
    await writeFile(broken, "throw new Error('the build is broken');");
    renderer = workerPageRenderer(broken, workerFile);
    const source = await renderer.source();
    const render = {
      url: '/',
      host: 'juniper.example',
      origin: 'https://juniper.example',
      siteUrl: null,
      userAgent: '',
      fetch: api,
    };
    await expect(source!.render(render)).rejects.toThrow('the build is broken');
  });

  it('has no renderer until the build is there', async () => {
    const missing = workerPageRenderer(join(dir, 'not-built.mjs'), workerFile);
    expect(await missing.source()).toBeNull();
    await missing.stop();
  });
});
