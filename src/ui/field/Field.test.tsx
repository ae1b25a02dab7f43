import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('labels its control, and says "(required)" or "(optional)" as part of the name', () => {
    render(
      <>
        <Field id="first" label="First name" required>
          {(control) => <input {...control} />}
        </Field>
        <Field id="note" label="Note" optional>
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First name (required)' })).toHaveAttribute('id', 'first');
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toBeInTheDocument();
  });

  it('describes the control by its hint; without an error it is not invalid', () => {
    render(
      <Field id="zip" label="ZIP code" hint="For example 97214">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAccessibleDescription('For example 97214');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error in words right after the control, marks it invalid and describes it by hint and error', () => {
    render(
      <Field id="zip" label="ZIP code" hint="For example 97214" error="Please enter a valid format">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For example 97214 Please enter a valid format');
    expect(input.nextElementSibling).toHaveTextContent('Please enter a valid format');
  });

  it('as a group is a fieldset named by its legend, which carries the hint and the error', () => {
    render(
      <Field id="served" label="Military service" required group hint="Any branch" error="This field is required">
        {() => (
          <>
            <input type="radio" name="served" id="served" aria-label="Yes" />
            <input type="radio" name="served" id="served-no" aria-label="No" />
          </>
        )}
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Military service (required)' });
    expect(group).toHaveAccessibleDescription('Any branch This field is required');
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toHaveAccessibleDescription();
  });
});
