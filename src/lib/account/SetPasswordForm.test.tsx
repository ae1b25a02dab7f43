import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { newPasswordFieldErrors, passwordsDifferMessage } from './new-password-form.ts';
import { SetPasswordForm, type SetPasswordFormProps } from './SetPasswordForm.tsx';

installValidationMessages();

const password = 'harbor lantern willow 42';

function renderForm(props: Partial<SetPasswordFormProps> = {}) {
  const onSubmit = vi.fn<SetPasswordFormProps['onSubmit']>(async () => undefined);
  render(
    <SetPasswordForm
      label="Choose your password"
      submitLabel="Join and sign in"
      busyLabel="Joining…"
      email="jordan@staff.example"
      passwordLabel="Choose a password"
      repeatLabel="Repeat the password"
      check={newPasswordFieldErrors}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return onSubmit;
}

describe('SetPasswordForm', () => {
  it('asks for the name only when told, starting from the one given, with its hint', () => {
    renderForm({ name: { initial: 'Jordan Avery', hint: 'As your colleagues will see it.' } });
    const name = screen.getByRole('textbox', { name: 'Your name (required)' });
    expect(name).toHaveValue('Jordan Avery');
    expect(name).toHaveAccessibleDescription('As your colleagues will see it.');
    expect(screen.getByLabelText(/^Choose a password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('says the repeat differs before sending anything', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.queryByRole('textbox', { name: /^Your name/ })).toBeNull();
    await user.type(screen.getByLabelText(/^Choose a password/), password);
    await user.type(screen.getByLabelText(/^Repeat the password/), `${password}!`);
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(screen.getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription(passwordsDifferMessage);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the choice, and shows the server's refusal beside the password", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    onSubmit.mockResolvedValueOnce({ kind: 'refused', issues: [{ path: 'password', message: 'Too common' }] });
    await user.type(screen.getByLabelText(/^Choose a password/), password);
    await user.type(screen.getByLabelText(/^Repeat the password/), password);
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '', password });
    expect(await screen.findByText('Too common')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Choose a password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
