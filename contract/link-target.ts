import { z } from 'zod';
import { isPlainText, isSingleLine, text } from './text.ts';

/*
 * Where a link of the site may go (decision 0027): buttons, calls to action, navigation. Only a
 * path of this site, an http(s) address, mailto: or tel:. Anything else (javascript:, data:,
 * vbscript:...) is refused when it is saved, with spec §5 'Please enter a valid URL', rather than
 * stored and defused on the way out. Nothing is trimmed or case-folded before the test, so
 * " JavaScript:" or "java\tscript:" match no allowed form; "//host" and "/\host" (which browsers
 * read as another host) are not paths of this site.
 */

// No spaces, control characters or backslashes anywhere (browsers drop or reinterpret them).
const plain = String.raw`[^\s\\\p{Cc}]`;

/** "/", "/about", "/plan-now?type=at-need#start": one leading slash, then no second one. */
export const sitePathPattern = new RegExp(String.raw`^\/(?![/\\])${plain}*$`, 'u');

/** An absolute http(s) address with a host. */
export const webUrlPattern = new RegExp(String.raw`^https?:\/\/[^\s\\\p{Cc}/?#]+(?:[/?#]${plain}*)?$`, 'iu');

const mailtoPattern = new RegExp(String.raw`^mailto:${plain}+$`, 'iu');
const telPattern = /^tel:\+?[0-9][0-9().-]*$/i;

const allowed = [sitePathPattern, webUrlPattern, mailtoPattern, telPattern];

export const isLinkTarget = (to: string): boolean => allowed.some((pattern) => pattern.test(to));

/**
 * Refuses what `accepts` does not with an `invalid_format` issue of format url, which
 * contract/validation-messages.ts words as spec §5 does ('Please enter a valid URL'). An empty
 * value is left to the field's own min(1) ("required") and one with a NUL, a lone surrogate or a
 * control character to `text()` ('Invalid string'): one message a field.
 */
export const urlFormat = (accepts: (value: string) => boolean) =>
  z.superRefine<string>((value, ctx) => {
    if (value === '' || !isPlainText(value) || !isSingleLine(value) || accepts(value)) return;
    ctx.addIssue({ code: 'invalid_format', format: 'url', input: value });
  });

/** The longest link accepted (browsers and servers commonly stop at about 2,000 characters). */
export const LINK_TARGET_MAX = 2000;

/** A link's target: a button's, a call to action's, a navigation item's. */
export const linkTarget = () => text().min(1).max(LINK_TARGET_MAX).check(urlFormat(isLinkTarget));

/** Where an image is loaded from: a file of this site (/media/…) or an http(s) address. */
export const imageSource = () =>
  text()
    .min(1)
    .max(LINK_TARGET_MAX)
    .check(urlFormat((src) => sitePathPattern.test(src) || webUrlPattern.test(src)));
