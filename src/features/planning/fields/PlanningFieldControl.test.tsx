import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressBook, PlanningField } from '#contract/planning.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { useSectionForm } from '../use-section-form.ts';
import { answerKey } from './field-ids.ts';
import { PlanningFieldControl } from './PlanningFieldControl.tsx';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installValidationMessages();
});
afterAll(() => uninstall());

const addressBook: AddressBook = {
  defaultCountry: 'US',
  countries: [
    {
      code: 'US',
      name: 'United States',
      regionLabel: 'State',
      regions: [{ code: 'OR', name: 'Oregon' }],
      postalCodeLabel: 'ZIP code',
      postalCodePattern: '\\d{5}',
      postalCodeExample: '97214',
    },
    {
      code: 'CA',
      name: 'Canada',
      regionLabel: 'Province or territory',
      regions: [{ code: 'BC', name: 'British Columbia' }],
      postalCodeLabel: 'Postal code',
      postalCodePattern: '[A-Z]\\d[A-Z] ?\\d[A-Z]\\d',
      postalCodeExample: 'K1A 0B1',
    },
  ],
};

/** One field in a section form, as SectionForm renders it, with a Next that only attempts a submit. */
function Harness({
  field,
  start,
  onAnswer,
  announce,
}: {
  field: PlanningField;
  start: unknown;
  onAnswer: (answers: Record<string, unknown>) => void;
  announce: (text: string) => void;
}) {
  const form = useSectionForm({ [field.id]: start }, onAnswer, answerKey);
  return (
    <form>
      <PlanningFieldControl
        form={form}
        definition={field}
        subject={{ self: false, firstName: 'Margaret' }}
        scopeOf={(values) => ({ caseStatus: 'PRE_PLAN', addressBook, answers: values })}
        announce={announce}
      />
      <button type="button" onClick={() => void form.handleSubmit()}>
        Next
      </button>
    </form>
  );
}

function setup(field: PlanningField, start: unknown = '') {
  const onAnswer = vi.fn();
  const announce = vi.fn();
  render(<Harness field={field} start={start} onAnswer={onAnswer} announce={announce} />);
  return { onAnswer, announce, user: userEvent.setup() };
}

const email: PlanningField = {
  id: 'contactEmail',
  type: 'email',
  label: 'Email',
  hint: 'For the confirmation.',
  required: true,
};

describe('PlanningFieldControl', () => {
  it('labels the control, says it is required, and ties the hint to it', () => {
    setup(email);
    const input = screen.getByRole('textbox', { name: 'Email (required)' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('For the confirmation.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('sends every change to the plan', async () => {
    const { onAnswer, user } = setup(email);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ab');
    expect(onAnswer).toHaveBeenLastCalledWith({ contactEmail: 'ab' });
  });

  it('shows the spec message once the field is left, announces it, and clears it when fixed', async () => {
    const { announce, user } = setup(email);
    const input = screen.getByRole('textbox', { name: /Email/ });
    await user.type(input, 'ruth@');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For the confirmation. Please enter a valid email address');
    expect(announce).toHaveBeenCalledWith('Email: Please enter a valid email address');
    await user.type(input, 'example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('For the confirmation.');
  });

  it('shows "required" for an untouched field once Next is pressed', async () => {
    const { user } = setup(email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const input = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('For the confirmation. This field is required');
  });

  it('puts the possessive into labels', () => {
    setup({ id: 'occupation', type: 'text', label: '{Possessive} usual occupation', required: false });
    expect(screen.getByRole('textbox', { name: "Margaret's usual occupation" })).toBeInTheDocument();
  });

  it('groups radios in a fieldset named by the label, with the error on the group', async () => {
    const { user, onAnswer } = setup({
      id: 'served',
      type: 'radio',
      label: 'Service in the armed forces',
      required: true,
      options: [
        { value: 'yes', label: 'Served' },
        { value: 'no', label: 'Did not serve' },
      ],
    });
    const group = screen.getByRole('group', { name: 'Service in the armed forces (required)' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription('This field is required'));
    await user.click(screen.getByRole('radio', { name: 'Did not serve' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ served: 'no' });
    expect(group).toHaveAccessibleDescription('');
  });

  it("fits an address to its country: the region's name and list, the postal code's name and rule", async () => {
    const { user, onAnswer } = setup(
      { id: 'home', type: 'address', label: 'Home address', required: false, autocomplete: 'address' },
      { line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' },
    );
    expect(screen.getByRole('group', { name: 'Home address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveAccessibleDescription('For example 97214');
    await user.type(zip, '972');
    await user.tab();
    expect(zip).toHaveAccessibleDescription('For example 97214 Please enter a valid format');
    // Started, so the street is needed too.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(/For example K1A 0B1/);
    expect(onAnswer).toHaveBeenLastCalledWith({
      home: { line1: '', line2: '', city: '', region: '', postalCode: '972', country: 'CA' },
    });
  });
});
