import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ButtonPager } from './ButtonPager.tsx';

describe('ButtonPager', () => {
  it('shows nothing for a list of one page', () => {
    render(<ButtonPager label="Pages of memories" page={1} pages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('disables the way back on the first page and asks for the next one', async () => {
    const onPage = vi.fn();
    render(<ButtonPager label="Pages of memories" page={1} pages={2} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pages of memories' })).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('disables the way on on the last page and asks for the one before', async () => {
    const onPage = vi.fn();
    render(<ButtonPager label="Pages of memories" page={3} pages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
