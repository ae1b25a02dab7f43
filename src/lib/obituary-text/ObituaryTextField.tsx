import { useRef, type KeyboardEvent } from 'react';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { markupToHtml, wrapSelection } from './obituary-markup.ts';
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
 * Ctrl/⌘+B, Ctrl/⌘+I to wrap the selection, and the preview of the HTML it makes (markupToHtml; the
 * server sanitises again whatever arrives).
 */
export function ObituaryTextField({ id, markup, onChange, error, previewHeading = 'h3' }: ObituaryTextFieldProps) {
  const editor = useRef<HTMLTextAreaElement>(null);
  const html = markupToHtml(markup);
  const PreviewHeading = previewHeading;

  const wrap = (before: string, after: string) => {
    const area = editor.current;
    if (!area) return;
    const next = wrapSelection(markup, area.selectionStart, area.selectionEnd, before, after);
    onChange(next.text);
    // After React has written the new text: keep the words selected and the focus in the editor.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(next.start, next.end);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      if (key === 'b') wrap('**', '**');
      else wrap('*', '*');
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting" aria-controls={id}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => wrap('**', '**')}>
          <strong>B</strong>
          <span className={visuallyHidden}> Bold</span>
        </button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => wrap('*', '*')}>
          <em>I</em>
          <span className={visuallyHidden}> Italic</span>
        </button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => wrap('[', '](https://)')}>
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
