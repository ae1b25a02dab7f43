import { centsToAmountText } from '#contract/money.ts';

/*
 * The one CSV writer (decision 0126): RFC 4180 (a field with a comma, a quote or a line break is
 * quoted, its quotes doubled; lines end in CRLF), and the formula-injection guard OWASP recommends for
 * files a spreadsheet opens: a text cell that begins with =, +, -, @, a tab or a carriage return is
 * written after a single quote, so Excel, Sheets and LibreOffice show it as text instead of running it.
 * Numbers and amounts are the writer's own, never a person's text: they are written as they are, so a
 * refund's -25.00 stays a number that QuickBooks and a spreadsheet add up.
 */

/** An amount of money in a CSV: dollars with two decimals, no currency sign, below 0 when negative. */
export interface CsvAmount {
  cents: number;
}

export type CsvCell = string | number | CsvAmount | null;

export const csvAmount = (cents: number): CsvAmount => ({ cents });

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** A text cell, guarded against formulas and quoted where RFC 4180 asks. */
function textField(text: string): string {
  const guarded = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

function field(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return centsToAmountText(cell.cents);
  return textField(cell);
}

/** The file: the header, then a line per row, every line ending in CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/** A CSV download: text/csv as an attachment named `fileName`, never cached (it holds the business's figures). */
export function csvResponse(text: string, fileName: string): Response {
  return new Response(text, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName.replaceAll(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
