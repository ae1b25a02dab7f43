import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './SearchForm.tsx';

describe('SearchForm', () => {
  it('is a named search with its words field first and the Search button last', () => {
    render(
      <SearchForm
        label="Find cases"
        field={{ label: 'Name or email', hint: 'Anyone in the family.', maxLength: 50 }}
        words="ellis"
        className="filters"
        onSearch={() => undefined}
      >
        <p>Other filters</p>
      </SearchForm>,
    );
    const form = screen.getByRole('search', { name: 'Find cases' });
    const field = within(form).getByRole('searchbox', { name: 'Name or email' });
    expect(field).toHaveValue('ellis');
    expect(field).toHaveAccessibleDescription('Anyone in the family.');
    expect(field).toHaveAttribute('maxlength', '50');
    expect(form.textContent).toMatch(/Other filters.*Search$/);
  });

  it('sends the words trimmed, or undefined when there are none', async () => {
    const onSearch = vi.fn();
    render(
      <SearchForm
        label="Obituaries by name"
        field={{ label: 'Name', maxLength: 100 }}
        words={undefined}
        className=""
        onSearch={onSearch}
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Name' });
    await userEvent.type(field, '  whit ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('whit');
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });
});
