import { useForm } from '@tanstack/react-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormSection } from './FormSection.tsx';

/** A form whose sending waits until `release` is called. */
function Invite({ failure, onSent }: { failure: string | null; onSent: (release: () => void) => void }) {
  const form = useForm({
    defaultValues: { name: '' },
    onSubmit: () => new Promise<void>((resolve) => onSent(resolve)),
  });
  return (
    <FormSection form={form} label="Invite" failure={failure} submitLabel="Send" busyLabel="Sending…">
      <input aria-label="Name" required />
    </FormSection>
  );
}

describe('FormSection', () => {
  it('is a form named by its label, with an empty alert, that sends on its button and waits while busy', async () => {
    const user = userEvent.setup();
    let release = () => {};
    render(<Invite failure={null} onSent={(done) => (release = done)} />);
    expect(screen.getByRole('form', { name: 'Invite' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says the refusal above the fields', () => {
    render(<Invite failure="This address already has an account" onSent={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This address already has an account');
    expect(alert.nextElementSibling).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
