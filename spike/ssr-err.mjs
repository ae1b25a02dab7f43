const { render } = await import('/work/wt-ssr/dist/ssr/entry-server.js');
const origError = console.error;
console.error = (...a) =>
  origError('CONSOLE.ERROR', ...a.map((x) => (x instanceof Error ? x.stack : String(x)).slice(0, 800)));
const fetchApi = (input, init) =>
  fetch(new URL(input, 'http://localhost:3222'), {
    ...init,
    headers: { ...(init?.headers ?? {}), 'x-host': 'localhost' },
  });
for (const url of process.argv.slice(2)) {
  const out = await render({ url, host: 'localhost', origin: 'http://localhost', userAgent: '', fetch: fetchApi });
  if (out.kind !== 'page') {
    console.log(url, 'shell');
    continue;
  }
  const i = out.body.indexOf('<!--$!');
  console.log(url, 'client-render marker at', i, i >= 0 ? out.body.slice(i, i + 400) : '');
}
