/** One `<script type="application/json">` block: an id and an already serialised JSON document. */
export interface ShellDataBlock {
  id: string;
  json: string;
}

/*
 * JSON has no `<`, `>` or `&` outside strings, and inside a string `\u003c` reads back as `<`: so
 * escaping them keeps every byte of content from closing the tag (`</script>`) or opening a comment
 * (`<!--`), and the document parses to the same value. U+2028/2029 are valid JSON but were line
 * ends in older JavaScript; escaped too, as the usual serialisers do.
 */
const unsafe = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function escapeJsonForScript(json: string): string {
  return json.replace(unsafe, escapeChar);
}

/**
 * Writes the blocks at the end of the shell's <head>. A data block is not executed, so the
 * Content-Security-Policy's refusal of inline scripts (decision 0024) does not apply to it.
 */
export function embedShellData(html: string, blocks: readonly ShellDataBlock[]): string {
  if (blocks.length === 0) return html;
  const tags = blocks
    .map((block) => `<script type="application/json" id="${block.id}">${escapeJsonForScript(block.json)}</script>`)
    .join('');
  const headEnd = html.indexOf('</head>');
  // A shell without a head (never built so): before the body's content rather than nowhere.
  if (headEnd === -1) return `${tags}${html}`;
  return `${html.slice(0, headEnd)}${tags}${html.slice(headEnd)}`;
}
