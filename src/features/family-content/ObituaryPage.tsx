import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { familyObituary, OBITUARY_TEXT_MAX } from '#contract/family-obituary.ts';
import { formatDateTime } from '#src/lib/format-date.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { obituaryTextQuery, refreshCase } from './content-queries.ts';
import { callFailureWords } from './failure-words.ts';
import { htmlToMarkup, markupToHtml, wrapSelection } from './obituary-markup.ts';
import { TaskHeading } from './TaskHeading.tsx';
import * as styles from './content.css.ts';

/**
 * task/review-obituary: the family writes the obituary in a textarea with a tiny markup (decision
 * 0051: B, I and Link buttons and Ctrl/⌘+B, Ctrl/⌘+I wrap the selection), sees the preview, saves
 * a draft and approves it. Only the approved text is public.
 */
export function ObituaryPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: obituary } = useSuspenseQuery(obituaryTextQuery(api, caseId));
  const [markup, setMarkup] = useState(() => htmlToMarkup(obituary.draftTextHtml ?? obituary.textHtml));
  const [status, setStatus] = useState<{ words: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const html = markupToHtml(markup);
  const tooLong = html.length > OBITUARY_TEXT_MAX;

  const wrap = (before: string, after: string) => {
    const area = editor.current;
    if (!area) return;
    const next = wrapSelection(markup, area.selectionStart, area.selectionEnd, before, after);
    setMarkup(next.text);
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

  const send = async (what: 'save' | 'approve') => {
    setBusy(true);
    setStatus(null);
    try {
      const saved = await api.post(`/api/family/cases/${caseId}/obituary`, {
        body: { textHtml: html },
        schema: familyObituary,
      });
      if (what === 'approve' && saved.draftTextHtml !== null)
        await api.post(`/api/family/cases/${caseId}/obituary/approve`, { schema: familyObituary });
      setStatus({ words: what === 'save' ? 'Draft saved.' : 'The obituary is approved.', failed: false });
      await refreshCase(queryClient, caseId);
    } catch (error) {
      setStatus({ words: callFailureWords(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const approvedNow = obituary.draftTextHtml === null && obituary.textHtml !== '' && html === obituary.textHtml;
  return (
    <div className={styles.stack}>
      <TaskHeading kind="review-obituary" />
      <p className={styles.note}>
        {obituary.textApprovedAt
          ? `Approved ${formatDateTime(obituary.textApprovedAt)}.`
          : 'Not approved yet: nothing of it is public.'}{' '}
        {obituary.draftTextHtml !== null && 'There is a saved draft that differs from the approved text.'}
        {!obituary.published && ' The funeral home publishes the obituary page; your approved text shows there then.'}
      </p>
      <div className={styles.row} role="toolbar" aria-label="Formatting" aria-controls="obituary-text">
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
        id="obituary-text"
        label="Obituary text"
        hint="A blank line starts a paragraph. **bold**, *italic* (Ctrl+B, Ctrl+I), [words](https://address) for a link."
        error={tooLong ? `Cannot exceed ${OBITUARY_TEXT_MAX} characters` : undefined}
      >
        {(attributes) => (
          <textarea
            {...attributes}
            ref={editor}
            className={`${control} ${styles.editor}`}
            value={markup}
            onChange={(event) => setMarkup(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <section aria-labelledby="obituary-preview" className={styles.stack}>
        <h3 id="obituary-preview">Preview</h3>
        {/* markupToHtml escapes everything typed: only its own <p>, <br>, <strong>, <em>, <a> are tags. */}
        <div className={styles.preview} dangerouslySetInnerHTML={{ __html: html }} />
      </section>
      <div className={styles.row}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={busy || tooLong}
          onClick={() => void send('save')}
        >
          Save draft
        </button>
        <button
          type="button"
          className={button({ tone: 'primary' })}
          disabled={busy || tooLong || html === '' || approvedNow}
          onClick={() => void send('approve')}
        >
          Approve
        </button>
      </div>
      <p role="status" className={status?.failed ? styles.error : styles.note}>
        {status?.words ?? ''}
      </p>
    </div>
  );
}
