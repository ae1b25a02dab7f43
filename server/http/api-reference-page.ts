/**
 * The /api/docs page: a plain, accessible HTML reference built from the OpenAPI document
 * (decision 0004: no CDN is reachable and the product must work offline, so no Scalar or
 * Swagger UI). No script; one inline style sheet (allowed by its hash); schemas shown as pretty JSON with $refs linked.
 */

/** The parts of an OpenAPI 3.1 document this page reads; everything else is ignored. */
export interface OpenApiDocumentLike {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { description?: string; required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Pretty JSON, escaped, with "#/components/schemas/X" turned into in-page links. */
function schemaBlock(schema: unknown): string {
  const json = escapeHtml(JSON.stringify(schema, null, 2));
  const linked = json.replace(
    /&quot;#\/components\/schemas\/([^&]+)&quot;/g,
    (_, name: string) => `&quot;<a href="#schema-${slug(name)}">#/components/schemas/${name}</a>&quot;`,
  );
  return `<pre><code>${linked}</code></pre>`;
}

function contentBlocks(content: Record<string, { schema?: unknown }> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(
      ([mediaType, { schema }]) =>
        `<details><summary>Schema <span class="media">${escapeHtml(mediaType)}</span></summary>${schemaBlock(schema ?? {})}</details>`,
    )
    .join('');
}

// The description has its own column.
function withoutDescription(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return schema ?? {};
  const { description: _description, ...rest } = schema as Record<string, unknown>;
  return rest;
}

function parametersTable(title: string, parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code></th><td>${escapeHtml(p.in)}</td>` +
        `<td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(withoutDescription(p.schema)))}</code></td>` +
        `<td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('');
  return (
    `<h4>Parameters</h4><table><caption class="visually-hidden">Parameters of ${escapeHtml(title)}</caption>` +
    '<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th>' +
    `<th scope="col">Schema</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

function operationArticle(method: string, path: string, op: Operation, id: string): string {
  const title = `${method.toUpperCase()} ${path}`;
  const body = op.requestBody
    ? `<h4>Request body${op.requestBody.required ? ' (required)' : ''}</h4>` +
      (op.requestBody.description ? `<p>${escapeHtml(op.requestBody.description)}</p>` : '') +
      contentBlocks(op.requestBody.content)
    : '';
  const responses = Object.entries(op.responses ?? {})
    .map(
      ([status, response]) =>
        `<li><p><strong class="status">${escapeHtml(status)}</strong> ${escapeHtml(response.description ?? '')}</p>` +
        `${contentBlocks(response.content)}</li>`,
    )
    .join('');
  return (
    `<article id="${id}" aria-labelledby="${id}-title">` +
    `<h3 id="${id}-title"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    (op.summary ? `<p class="summary">${escapeHtml(op.summary)}</p>` : '') +
    (op.description ? `<p>${escapeHtml(op.description)}</p>` : '') +
    parametersTable(title, op.parameters ?? []) +
    body +
    `<h4>Responses</h4><ul class="responses">${responses}</ul></article>`
  );
}

/** The page's one inline style sheet; its CSP allows exactly this text by hash (apiReferencePolicy). */
export const apiReferenceStyles = `
:root{color-scheme:light dark;--fg:#1f2a37;--bg:#fbfaf7;--muted:#4b5563;--line:#d6d3cd;--code:#f1efe9;--accent:#2f5d50}
@media (prefers-color-scheme:dark){:root{--fg:#e8e6e1;--bg:#15191e;--muted:#b5b9c0;--line:#3a4048;--code:#1f252c;--accent:#8cc7b5}}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent)}a:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem 1rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
header,main,nav{max-width:72rem;margin:0 auto;padding:0 1.25rem}header{padding-top:2rem}
nav ul{list-style:none;padding:0;columns:2 22rem}nav li{margin:.2rem 0}
article{border-top:1px solid var(--line);padding:1rem 0 1.5rem}h2{margin-top:2.5rem}
.method{display:inline-block;min-width:4.5rem;padding:.1rem .5rem;border-radius:.3rem;background:var(--code);font:700 .85rem ui-monospace,monospace;text-align:center}
.summary{font-weight:600}.status{font-family:ui-monospace,monospace}.media{color:var(--muted);font-size:.9em}
table{border-collapse:collapse;width:100%}th,td{border:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875rem}
pre{background:var(--code);padding:.75rem;border-radius:.4rem;overflow:auto;max-height:32rem}
.responses{padding-left:1.25rem}summary{cursor:pointer}`;

export function renderApiReference(doc: OpenApiDocumentLike, documentUrl: string): string {
  const operations: { method: string; path: string; op: Operation; id: string; tag: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      operations.push({ method, path, op, id: `op-${method}-${slug(path)}`, tag: op.tags?.[0] ?? 'Other' });
    }
  }
  const tags = [...new Set(operations.map((o) => o.tag))];
  const nav = operations
    .map(
      (o) =>
        `<li><a href="#${o.id}"><span class="method method-${o.method}">${o.method.toUpperCase()}</span> ` +
        `<code>${escapeHtml(o.path)}</code></a>${o.op.summary ? ` — ${escapeHtml(o.op.summary)}` : ''}</li>`,
    )
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<section aria-labelledby="tag-${slug(tag)}"><h2 id="tag-${slug(tag)}">${escapeHtml(tag)}</h2>` +
        operations
          .filter((o) => o.tag === tag)
          .map((o) => operationArticle(o.method, o.path, o.op, o.id))
          .join('') +
        '</section>',
    )
    .join('');
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, schema]) => `<h3 id="schema-${slug(name)}">${escapeHtml(name)}</h3>${schemaBlock(schema)}`)
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>${apiReferenceStyles}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the operations</a>
<header>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>API version ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} · <a href="${escapeHtml(documentUrl)}">OpenAPI document (JSON)</a></p>
${doc.info.description ? `<p>${escapeHtml(doc.info.description)}</p>` : ''}
</header>
<nav aria-label="Operations"><h2>Operations</h2><ul>${nav}</ul></nav>
<main id="main">
${sections}
${schemas ? `<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas}</section>` : ''}
</main>
</body>
</html>`;
}
