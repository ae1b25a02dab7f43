import { describe, expect, it } from 'vitest';
import { htmlToMarkup, markupToHtml, wrapSelection } from './obituary-markup.ts';

describe('obituary markup', () => {
  it('makes paragraphs, line breaks, bold, italic and links', () => {
    expect(markupToHtml('Harold **loved** the *sea*.\nAlways.\n\nSee [his boat](https://example.com/boat).')).toBe(
      '<p>Harold <strong>loved</strong> the <em>sea</em>.<br />Always.</p>' +
        '<p>See <a href="https://example.com/boat">his boat</a>.</p>',
    );
  });

  it('escapes whatever is typed: markup is the only way to make a tag', () => {
    expect(markupToHtml('<script>x</script> & [a](javascript:alert(1))')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; [a](javascript:alert(1))</p>',
    );
  });

  it("reads the server's HTML back as the same markup", () => {
    const markup = 'Harold **loved** the *sea* & "boats".\nAlways.\n\nSee [his boat](https://example.com/boat).';
    const stored = markupToHtml(markup).replace('<a href', '<a rel="noopener" href');
    expect(htmlToMarkup(stored)).toBe(markup);
  });

  it('wraps the selection and keeps it selected', () => {
    expect(wrapSelection('the sea', 4, 7, '**', '**')).toEqual({ text: 'the **sea**', start: 6, end: 9 });
  });
});
