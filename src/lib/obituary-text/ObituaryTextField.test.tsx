import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ObituaryTextField } from './ObituaryTextField.tsx';

/* The obituary editor as a family types in it: bold on and off around typed words. */

function Editor({ start = '' }: { start?: string }) {
  const [markup, setMarkup] = useState(start);
  return <ObituaryTextField id="obituary-text" markup={markup} onChange={setMarkup} />;
}

const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Obituary text' });

describe('ObituaryTextField', () => {
  // user-event waits a task between keys (delay 0): faster than a frame, as a quick typist is.
  it.each([0, 20])('Ctrl+B, words, Ctrl+B: only the words are bold (%i ms between keys)', async (delay) => {
    const user = userEvent.setup({ delay });
    render(<Editor />);
    await user.click(editor());
    await user.keyboard('He was a ');
    await user.keyboard('{Control>}b{/Control}');
    await user.keyboard('devoted');
    await user.keyboard('{Control>}b{/Control}');
    await user.keyboard(' husband.');
    expect(editor()).toHaveValue('He was a **devoted** husband.');
    expect(screen.getByText('devoted', { selector: 'strong' })).toBeVisible();
  });

  it('the B button bolds the selected words, keeps them selected, and a second press unbolds them', async () => {
    const user = userEvent.setup();
    render(<Editor start="Harold loved the sea." />);
    editor().setSelectionRange(7, 12);
    await user.click(screen.getByRole('button', { name: /Bold/ }));
    expect(editor()).toHaveValue('Harold **loved** the sea.');
    expect(editor()).toHaveFocus();
    expect([editor().selectionStart, editor().selectionEnd]).toEqual([9, 14]);
    await user.click(screen.getByRole('button', { name: /Bold/ }));
    expect(editor()).toHaveValue('Harold loved the sea.');
    expect([editor().selectionStart, editor().selectionEnd]).toEqual([7, 12]);
  });

  it('Ctrl+I twice with nothing typed leaves the text as it was', async () => {
    const user = userEvent.setup();
    render(<Editor start="He was kind." />);
    await user.click(editor());
    await user.keyboard('{End}{Control>}i{/Control}');
    expect(editor()).toHaveValue('He was kind.**');
    await user.keyboard('{Control>}i{/Control}x');
    expect(editor()).toHaveValue('He was kind.x');
  });
});
