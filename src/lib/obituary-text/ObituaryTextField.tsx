import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import {
  markupToHtml,
  toggleEmphasis,
  wrapSelection,
  type EmphasisMarker,
  type MarkupEdit,
} from './obituary-markup.ts';
import * as styles from './obituary-text.css.ts';

export interface ObituaryTextFieldProps {
  /** The textarea's id (the toolbar names it). */
  id: string;
  markup: string;
  onChange: (markup: string) => void;
  error?: string;
  /** The preview's heading level where the field sits. */
  previewHeading?: 'h2' | 'h3';
}

/**
 * The one obituary text editor (decision 0051), for the family's review-obituary task and the staff
 * console's obituary editor alike: a textarea with a tiny markup, B, I and Link buttons and
 * Ctrl/⌘+B, Ctrl/⌘+I to turn bold and italic on and off (toggleEmphasis), and the preview of the HTML it makes (markupToHtml; the
 * server sanitises again whatever arrives).
 */
export function ObituaryTextField({ id, markup, onChange, error, previewHeading = 'h3' }: ObituaryTextFieldProps) {
  const editor = useRef<HTMLTextAreaElement>(null);
  const html = markupToHtml(markup);
  const PreviewHeading = previewHeading;

  // The selection an edit asked for, put back as soon as React has written the edit's text (which
  // moves the caret to the end): in the same commit, before the next key is read. Putting it back a
  // frame later let a fast typist's next letter land at the end first.
  const pending = useRef<MarkupEdit | null>(null);
  useLayoutEffect(() => {
    const area = editor.current;
    const edit = pending.current;
    if (!area || edit?.text !== markup) return;
    pending.current = null;
    area.setSelectionRange(edit.start, edit.end);
  }, [markup]);

  /** Applies an edit of the textarea's text as it is now (not as the last render saw it). */
  const apply = (change: (text: string, start: number, end: number) => MarkupEdit) => {
    const area = editor.current;
    if (!area) return;
    const edit = change(area.value, area.selectionStart, area.selectionEnd);
    // A button took the focus: the words stay selected in the editor.
    area.focus();
    if (edit.text === area.value) {
      area.setSelectionRange(edit.start, edit.end);
      return;
    }
    pending.current = edit;
    onChange(edit.text);
  };
  const toggle = (marker: EmphasisMarker) => apply((text, start, end) => toggleEmphasis(text, start, end, marker));
  const link = () => apply((text, start, end) => wrapSelection(text, start, end, '[', '](https://)'));
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      toggle(key === 'b' ? '**' : '*');
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting" aria-controls={id}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => toggle('**')}>
          <strong>B</strong>
          <span className={visuallyHidden}> Bold</span>
        </button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => toggle('*')}>
          <em>I</em>
          <span className={visuallyHidden}> Italic</span>
        </button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={link}>
          Link
        </button>
      </div>
      <Field
        id={id}
        label="Obituary text"
        hint="A blank line starts a paragraph. **bold**, *italic* (Ctrl+B, Ctrl+I), [words](https://address) for a link."
        error={error}
      >
        {(attributes) => (
          <textarea
            {...attributes}
            ref={editor}
            className={`${control} ${styles.editor}`}
            value={markup}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <section aria-labelledby={`${id}-preview`} className={styles.stack}>
        <PreviewHeading id={`${id}-preview`}>Preview</PreviewHeading>
        {/* markupToHtml escapes everything typed: only its own <p>, <br>, <strong>, <em>, <a> are tags. */}
        <div className={styles.preview} dangerouslySetInnerHTML={{ __html: html }} />
      </section>
    </div>
  );
}
