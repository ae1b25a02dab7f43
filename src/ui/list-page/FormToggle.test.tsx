import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormToggle } from './FormToggle.tsx';

describe('FormToggle', () => {
  it('opens the form it controls, and closes it again, empty the next time', async () => {
    render(<FormToggle label="New case">{() => <input aria-label="Name" />}</FormToggle>);
    const toggle = screen.getByRole('button', { name: 'New case' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field.closest(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`)).not.toBeNull();
    await userEvent.type(field, 'Ada');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
