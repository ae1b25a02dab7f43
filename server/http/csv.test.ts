import { describe, expect, it } from 'vitest';
import { csvAmount, csvResponse, csvText } from './csv.ts';

describe('the CSV writer (decision 0126)', () => {
  it('writes RFC 4180: CRLF after every line, a field with a comma, quote or line break quoted, its quotes doubled', () => {
    expect(csvText(['Name', 'Note'], [['Okafor, Grace', 'She said "thank you"\nand left']])).toBe(
      'Name,Note\r\n"Okafor, Grace","She said ""thank you""\nand left"\r\n',
    );
    expect(csvText(['A'], [])).toBe('A\r\n');
    expect(csvText(['A', 'B'], [[null, '']])).toBe('A,B\r\n,\r\n');
  });

  it('writes a text cell that a spreadsheet would run as a formula after a quote (OWASP)', () => {
    const cells = ['=1+2', '+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', '=HYPERLINK("http://evil.example")'];
    expect(
      csvText(
        ['x'],
        cells.map((cell) => [cell]),
      )
        .split('\r\n')
        .slice(1, -1),
    ).toEqual(["'=1+2", "'+1", "'-2+3", "'@SUM(A1)", "'\tTAB", `"'\rCR"`, `"'=HYPERLINK(""http://evil.example"")"`]);
    // Only the first character counts: text that merely holds one is as it was.
    expect(csvText(['x'], [['a=b'], ['Payment - check']])).toBe('x\r\na=b\r\nPayment - check\r\n');
  });

  it('keeps amounts and numbers numeric: two decimals, no currency sign, a refund plainly below 0', () => {
    expect(
      csvText(
        ['Amount', 'Count'],
        [
          [csvAmount(-2_500), -3],
          [csvAmount(123_456), 0],
          [csvAmount(5), 7],
        ],
      ),
    ).toBe('Amount,Count\r\n-25.00,-3\r\n1234.56,0\r\n0.05,7\r\n');
  });

  it('answers a download: text/csv as an attachment with a safe file name, never cached', async () => {
    const response = csvResponse('A\r\n', 'lantern-balances 2026"x.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lantern-balances_2026_x.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('A\r\n');
  });
});
