import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseRequestForm } from './CloseRequestForm.tsx';

/* Closing a request (decision 0064): a reason is required, sent trimmed, and the field emptied after. */
describe('CloseRequestForm', () => {
  it('asks why before closing, then sends the reason trimmed and empties the field', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn(() => Promise.resolve());
    render(<CloseRequestForm busy={false} onClose={onClose} />);
    const form = screen.getByRole('form', { name: 'Close the request' });
    const reason = screen.getByRole('textbox', { name: 'Why close it?' });
    await user.click(screen.getByRole('button', { name: 'Close the request' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(reason).toHaveAccessibleDescription('Please say why the request is closed');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '  Handled by phone ');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Close the request' }));
    expect(onClose).toHaveBeenCalledExactlyOnceWith('Handled by phone');
    expect(await screen.findByRole('textbox', { name: 'Why close it?' })).toHaveValue('');
    expect(form).toBeInTheDocument();
  });
});
