import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { choicesOf } from './choices.ts';
import { SelectFilter } from './SelectFilter.tsx';

describe('SelectFilter', () => {
  it('offers "any" first, then the choices, and gives back the chosen value as typed', async () => {
    const onChange = vi.fn();
    const choices = [
      { value: 'me' as const, label: 'My cases' },
      { value: 7, label: 'Ada Park' },
    ];
    render(
      <SelectFilter label="Director" anyLabel="Any director" value={undefined} choices={choices} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Director' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any director',
      'My cases',
      'Ada Park',
    ]);
    await userEvent.selectOptions(select, 'Ada Park');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await userEvent.selectOptions(select, 'My cases');
    expect(onChange).toHaveBeenLastCalledWith('me');
  });

  it('shows the value the list is filtered by, and gives back undefined for "any"', async () => {
    const onChange = vi.fn();
    const names = { new: 'New', closed: 'Closed' } as const;
    render(
      <SelectFilter
        label="Status"
        anyLabel="Any status"
        value="closed"
        choices={choicesOf(['new', 'closed'] as const, names)}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('closed');
    await userEvent.selectOptions(select, 'Any status');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
