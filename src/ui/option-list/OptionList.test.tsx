import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OptionList } from './OptionList.tsx';

const colours = [
  { value: 'oak', label: 'Oak' },
  { value: 7, label: 'Steel' },
];

function Pick({ placeholder }: { placeholder?: string }) {
  return (
    <label>
      Casket
      <select defaultValue="">
        <OptionList options={colours} placeholder={placeholder} />
      </select>
    </label>
  );
}

describe('OptionList', () => {
  it('gives the select one option a choice, in order, with its value', () => {
    render(<Pick />);
    const options = within(screen.getByRole('combobox', { name: 'Casket' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Oak', 'Steel']);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['oak', '7']);
  });

  it('puts an empty first choice before them when a placeholder is given', () => {
    render(<Pick placeholder="Choose one" />);
    const first = within(screen.getByRole('combobox', { name: 'Casket' })).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Choose one');
    expect(first).toHaveValue('');
  });
});
