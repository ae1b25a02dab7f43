/*
 * The HTML part of every mail (decision 0103), drawn at send time from the mail's stored text: the
 * same words, in the company's name, logo and colours. Everything that comes from a row (the text,
 * which carries what visitors typed, the name, the logo's address, the colours) is escaped or checked
 * here, so nothing typed can become markup or style.
 */

/** The company a mail is drawn for; its values are checked again where they are written. */
export interface MailBrand {
  name: string;
  /** The logo's absolute http(s) address; anything else leaves the logo out. */
  logoUrl?: string | null | undefined;
  /** From the published site's design (colorText, colorBackground, colorPrimary, colorOnPrimary). */
  colors?: Partial<Record<MailColor, string>> | undefined;
}

export type MailColor = 'text' | 'background' | 'primary' | 'onPrimary';

/** Quiet colours for a company without a published design, or with a colour that fails the check. */
const defaultColors: Record<MailColor, string> = {
  text: '#1f2933',
  background: '#f6f5f2',
  primary: '#36454f',
  onPrimary: '#ffffff',
};

const escapeTable: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element or a quoted attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => escapeTable[char] ?? char);

/** A colour as a style attribute may hold it: #rgb or #rrggbb, else null. */
export function safeColor(value: unknown): string | null {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : null;
}

/** An absolute http(s) address, normalised, else null. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const linkPattern = /https?:\/\/[^\s<>"'`]+/gi;

/** One line of text: escaped, each http(s) address a link whose words are the address itself. */
function lineHtml(line: string, linkColor: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(linkPattern)) {
    // A sentence's full stop or a closing bracket after an address is not part of it.
    const candidate = match[0].replace(/[.,;:!?)\]]+$/, '');
    const href = httpUrl(candidate);
    if (!href) continue;
    html += escapeHtml(line.slice(from, match.index));
    html += `<a href="${escapeHtml(href)}" style="color:${linkColor};text-decoration:underline;">${escapeHtml(candidate)}</a>`;
    from = match.index + candidate.length;
  }
  html += escapeHtml(line.slice(from));
  // Indented lines (a request's answers under their section) keep their indent.
  return html.replace(/^[ \t]+/, (indent) => indent.replace(/\t/g, '    ').replace(/ /g, '&nbsp;'));
}

/** Blank-line-separated blocks as paragraphs, single line breaks as <br>. */
export function textToHtml(text: string, linkColor: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[ \t]*\n)+/)
    .map((block) => block.replace(/^(?:[ \t]*\n)+|\s+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map(
      (block) =>
        `<p style="margin:0 0 16px 0;">${block
          .split('\n')
          .map((line) => lineHtml(line, linkColor))
          .join('<br>\n')}</p>`,
    )
    .join('\n');
}

/**
 * The whole HTML document: tables and inline styles, which mail clients keep (they drop <style>
 * blocks and most layout CSS). A heading band in the primary colour with the logo and the name, then
 * the text on the background colour.
 */
export function mailHtml({ text, subject, brand }: { text: string; subject: string; brand: MailBrand }): string {
  const color = (key: MailColor) => safeColor(brand.colors?.[key]) ?? defaultColors[key];
  const [fg, bg, primary, onPrimary] = [color('text'), color('background'), color('primary'), color('onPrimary')];
  const name = escapeHtml(brand.name);
  const logoUrl = httpUrl(brand.logoUrl);
  const logo = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="" height="48" style="display:block;height:48px;width:auto;max-width:100%;border:0;margin:0 0 12px 0;">\n`
    : '';
  const sans = 'Arial,Helvetica,sans-serif';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${bg};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${bg}" style="background-color:${bg};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td bgcolor="${primary}" style="background-color:${primary};color:${onPrimary};padding:20px 24px;">
${logo}<h1 style="margin:0;font-family:Georgia,'Times New Roman',serif;font-size:22px;line-height:1.3;font-weight:normal;color:${onPrimary};">${name}</h1>
</td></tr>
<tr><td style="padding:24px;color:${fg};font-family:${sans};font-size:16px;line-height:1.5;">
${textToHtml(text, primary)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
