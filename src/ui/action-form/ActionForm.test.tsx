import { useForm } from '@tanstack/react-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionForm } from './ActionForm.tsx';

function Sample(props: { send: () => Promise<void>; started?: () => void; cancel?: () => void }) {
  const form = useForm({ defaultValues: { name: '' }, onSubmit: props.send });
  return (
    <ActionForm
      form={form}
      label="Invite"
      onSubmitStart={props.started}
      submitLabel="Send"
      busyLabel="Sending…"
      cancel={props.cancel ? { onCancel: props.cancel, className: 'row' } : undefined}
    >
      <p>Fields</p>
    </ActionForm>
  );
}

describe('ActionForm', () => {
  it('submits the form without leaving the page, and says it is busy while the submit is on its way', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const started = vi.fn();
    render(<Sample send={send} started={started} />);
    expect(screen.getByRole('form', { name: 'Invite' })).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(started).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('puts a Cancel beside the submit when asked', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn();
    render(<Sample send={() => Promise.resolve()} cancel={cancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancel' }).parentElement).toHaveClass('row');
  });
});
