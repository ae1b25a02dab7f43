import { useForm } from '@tanstack/react-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BoundField } from './BoundField.tsx';
import { BoundSelect } from './BoundSelect.tsx';

function Sample({ onValues }: { onValues: (values: { name: string; note: string; plan: string }) => void }) {
  const form = useForm({
    defaultValues: { name: 'Rose', note: '', plan: '' },
    onSubmit: ({ value }) => onValues(value),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name">
        {(field) => (
          <BoundField field={field} id="name" label="Name" required error="Too short" className="c" type="text" />
        )}
      </form.Field>
      <form.Field name="note">
        {(field) => <BoundField field={field} id="note" label="Note" optional className="c" rows={2} maxLength={5} />}
      </form.Field>
      <form.Field name="plan">
        {(field) => (
          <BoundSelect
            field={field}
            id="plan"
            label="Plan"
            className="c"
            placeholder="Choose"
            options={[{ value: 'a', label: 'At need' }]}
          />
        )}
      </form.Field>
      <button type="submit">Send</button>
    </form>
  );
}

describe('BoundField and BoundSelect', () => {
  it('name their control by the field, show its value, say the error given, and change the field as typed', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    render(<Sample onValues={(values) => (sent = values)} />);
    const name = screen.getByRole('textbox', { name: 'Name (required)' });
    expect(name).toHaveValue('Rose');
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAccessibleDescription('Too short');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const note = screen.getByRole('textbox', { name: 'Note (optional)' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('maxlength', '5');
    expect(note).not.toHaveAttribute('aria-invalid');
    await user.type(name, ' Ashdown');
    await user.type(note, 'Hi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'At need');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual({ name: 'Rose Ashdown', note: 'Hi', plan: 'a' });
  });
});
