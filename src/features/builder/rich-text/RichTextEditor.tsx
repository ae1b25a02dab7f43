import { useRef } from 'react';
import * as styles from '../builder.css.ts';
import { sanitizePreviewHtml } from './sanitize-preview.ts';

interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The starting HTML; the editor is remounted when it changes from outside (undo). */
  initialHtml: string;
  onChange(html: string): void;
  onBlur(): void;
}

const commands = [
  { label: 'Bold', run: () => document.execCommand('bold') },
  { label: 'Italic', run: () => document.execCommand('italic') },
  { label: 'Heading', run: () => document.execCommand('formatBlock', false, 'h2') },
  { label: 'Subheading', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: 'Paragraph', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: 'Bulleted list', run: () => document.execCommand('insertUnorderedList') },
  { label: 'Numbered list', run: () => document.execCommand('insertOrderedList') },
  {
    label: 'Link',
    run: () => {
      const address = window.prompt(
        'Link to (a page such as /about, or an address starting with https://, tel: or mailto:)',
      );
      if (address) document.execCommand('createLink', false, address.trim());
    },
  },
  { label: 'Remove link', run: () => document.execCommand('unlink') },
] as const;

/**
 * A small rich text editor: the allowed formatting only (what the server keeps), every change
 * cleaned by the same rules as the server before it reaches the page, pasted markup included.
 */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  initialHtml,
  onChange,
  onBlur,
}: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Set once: React must not rewrite the DOM the person is typing into.
  const initial = useRef({ __html: sanitizePreviewHtml(initialHtml) });
  const emit = () => {
    if (ref.current) onChange(sanitizePreviewHtml(ref.current.innerHTML));
  };
  return (
    <div>
      <div role="group" aria-label="Text formatting" className={styles.toolbar}>
        {commands.map((command) => (
          <button
            key={command.label}
            type="button"
            className={styles.tool({ tone: 'light' })}
            aria-controls={id}
            // Keep the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              ref.current?.focus();
              document.execCommand('defaultParagraphSeparator', false, 'p');
              command.run();
              emit();
            }}
          >
            {command.label}
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        className={styles.richText}
        dangerouslySetInnerHTML={initial.current}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={emit}
        onBlur={() => {
          emit();
          onBlur();
        }}
        onPaste={(event) => {
          event.preventDefault();
          const html = event.clipboardData.getData('text/html');
          const text = event.clipboardData.getData('text/plain');
          const safe = html ? sanitizePreviewHtml(html) : text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
          document.execCommand('insertHTML', false, safe);
          emit();
        }}
      />
    </div>
  );
}
