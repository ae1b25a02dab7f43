import { describe, expect, it } from 'vitest';
import { htmlToMarkup, markupToHtml, toggleEmphasis, wrapSelection, type MarkupEdit } from './obituary-markup.ts';

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

/** Types `words` at the caret of an edit, as the textarea would. */
const type = (edit: MarkupEdit, words: string): MarkupEdit => ({
  text: edit.text.slice(0, edit.start) + words + edit.text.slice(edit.end),
  start: edit.start + words.length,
  end: edit.start + words.length,
});
const toggle = (edit: MarkupEdit, marker: '**' | '*' = '**') => toggleEmphasis(edit.text, edit.start, edit.end, marker);
const caretAtEnd = (text: string): MarkupEdit => ({ text, start: text.length, end: text.length });

describe('bold and italic on and off', () => {
  it('Ctrl+B, words, Ctrl+B: the words are bold and what follows is plain', () => {
    let edit = toggle(caretAtEnd('He was a '));
    expect(edit).toEqual({ text: 'He was a ****', start: 11, end: 11 });
    edit = type(edit, 'devoted');
    edit = toggle(edit);
    expect(edit).toEqual({ text: 'He was a **devoted**', start: 20, end: 20 });
    edit = type(edit, ' husband.');
    expect(edit.text).toBe('He was a **devoted** husband.');
    expect(markupToHtml(edit.text)).toBe('<p>He was a <strong>devoted</strong> husband.</p>');
  });

  it('the same for italic, beside a bold span', () => {
    let edit = toggle(caretAtEnd('A **kind** and '), '*');
    edit = toggle(type(edit, 'gentle'), '*');
    expect(type(edit, ' man.').text).toBe('A **kind** and *gentle* man.');
  });

  it('on and off with nothing typed leaves no markers', () => {
    expect(toggle(toggle(caretAtEnd('He was a ')))).toEqual(caretAtEnd('He was a '));
    expect(toggle(toggle(caretAtEnd('He was a '), '*'), '*')).toEqual(caretAtEnd('He was a '));
  });

  it('at the start of a span steps before it; in the middle closes and reopens it', () => {
    expect(toggle({ text: 'a **devoted** man', start: 4, end: 4 })).toEqual({
      text: 'a **devoted** man',
      start: 2,
      end: 2,
    });
    const split = toggle({ text: 'a **devoted** man', start: 8, end: 8 });
    expect(split).toEqual({ text: 'a **devo****ted** man', start: 10, end: 10 });
    expect(markupToHtml(type(split, ' ').text)).toBe('<p>a <strong>devo</strong> <strong>ted</strong> man</p>');
  });

  it('a selected span, or its selected words, loses its markers and stays selected', () => {
    expect(toggle({ text: 'the **sea** now', start: 6, end: 9 })).toEqual({ text: 'the sea now', start: 4, end: 7 });
    expect(toggle({ text: 'the **sea** now', start: 4, end: 11 })).toEqual({ text: 'the sea now', start: 4, end: 7 });
    expect(toggle({ text: 'the *sea* now', start: 5, end: 8 }, '*')).toEqual({ text: 'the sea now', start: 4, end: 7 });
  });

  it('wraps any other selection', () => {
    expect(toggle({ text: 'the sea', start: 4, end: 7 })).toEqual({ text: 'the **sea**', start: 6, end: 9 });
  });
});
