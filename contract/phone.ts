/*
 * A phone number as someone typed it ("(503) 555-0142") made into the address a phone dials
 * ("tel:+15035550142"). The link's text stays as typed; only the href changes. E.164 (a plus, the
 * country code, at most 15 digits) dials the same number from anywhere, and a space in a tel: href is
 * an invalid URL (the Nu HTML Checker's one error on the public pages, issue 42).
 *
 * - A number typed with a leading + keeps its country code: "+44 20 7946 0958" → +442079460958.
 * - Every funeral home is in North America (the Funeral Rule is American): ten digits whose area
 *   code and exchange start with 2–9 are a North American number, and +1 goes in front; eleven
 *   starting with 1 have it already.
 * - Anything else cannot be made E.164 with certainty: its digits, which a phone dials as typed.
 * It runs on every public page (the header's phone link): small on purpose (home page budget, decision 0090).
 */
export function telHref(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (/^\s*\+[1-9]/.test(typed) && digits.length <= 15) return `tel:+${digits}`;
  if (/^1?[2-9]\d\d[2-9]\d{6}$/.test(digits)) return `tel:+${digits.length === 10 ? '1' : ''}${digits}`;
  return `tel:${digits}`;
}
