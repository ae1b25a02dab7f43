import { useForm } from '@tanstack/react-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormTextField, textFields, type FormTextFieldProps } from './FormTextField.tsx';

type Shown = Omit<FormTextFieldProps, 'field' | 'id' | 'label'>;

/** One field "Email", refused while it has no "@". */
function EmailForm(props: Shown) {
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: ({ value }) => (value.email.includes('@') ? undefined : { fields: { email: 'Bad' } }) },
  });
  return (
    <form>
      <form.Field name="email">
        {(field) => <FormTextField field={field} id="email" label="Email" {...props} />}
      </form.Field>
      <button type="button">Elsewhere</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('names the control by its label, with "(required)" and aria-required when asked', () => {
    render(<EmailForm required ariaRequired type="email" autoComplete="username" />);
    const input = screen.getByRole('textbox', { name: 'Email (required)' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('keeps the form’s error while it is typed, and shows it once the field is left', async () => {
    const user = userEvent.setup();
    render(<EmailForm hint="Your address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-required');
    await user.type(input, 'ada');
    expect(input).toHaveValue('ada');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your address Bad');
  });

  it("shows the server's words at once, and is a textarea when given rows", () => {
    render(<EmailForm rows={3} optional serverError="Taken" />);
    const area = screen.getByRole('textbox', { name: 'Email (optional)' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Taken');
  });
});

/** Two fields made by name. */
function ContactForm() {
  const form = useForm({ defaultValues: { name: 'Ada', phone: '' } });
  const textField = textFields<'name' | 'phone'>(form.Field, 'contact');
  return (
    <form>
      {textField('name', { label: 'Name' })}
      {textField('phone', { label: 'Phone', type: 'tel', optional: true })}
    </form>
  );
}

describe('textFields', () => {
  it("binds each field by its name, its id made from the form's", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(phone).toHaveAttribute('id', 'contact-phone');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '555');
    expect(phone).toHaveValue('555');
  });
});
