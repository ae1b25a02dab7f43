import http from 'node:http';
import { readFile } from 'node:fs/promises';
const { render } = await import('/work/wt-ssr/dist/ssr/entry-server.js');
const shell = await readFile('/work/wt-ssr/dist/client/index.html', 'utf8');
const up = 'http://localhost:3222';
const esc = (s) => s.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.startsWith('/api') || url.pathname.startsWith('/media')) {
    const r = await fetch(up + req.url, { headers: { 'x-host': 'localhost' } });
    res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? '' });
    return res.end(Buffer.from(await r.arrayBuffer()));
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.includes('.')) {
    try { const b = await readFile('/work/wt-ssr/dist/client' + url.pathname); res.writeHead(200, { 'content-type': url.pathname.endsWith('.js') ? 'text/javascript' : url.pathname.endsWith('.css') ? 'text/css' : 'application/octet-stream' }); return res.end(b); } catch { res.writeHead(404); return res.end(); }
  }
  const out = await render({ url: req.url, host: 'localhost', fetch: (i, init) => fetch(new URL(i, up), { ...init, headers: { ...(init?.headers ?? {}), 'x-host': 'localhost' } }) });
  // hoisted head tags come first in React 19's string: everything up to the first <div
  const cut = out.html.indexOf('<div');
  const head = out.html.slice(0, cut).replace(/<(title|meta|link)/g, '<$1 data-shell-head');
  const page = shell.replace(/<title>.*?<\/title>/, '').replace('</head>', `${head}<script type="application/json" id="lantern-query-cache">${esc(out.data)}</script></head>`).replace('<div id="root"></div>', `<div id="root">${out.html.slice(cut)}</div>`);
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(page);
}).listen(3223);
console.log('ready');
