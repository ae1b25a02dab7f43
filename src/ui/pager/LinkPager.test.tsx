import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from './in-router.test-helper.tsx';
import { LinkPager } from './LinkPager.tsx';

const pagerAt = (page: number, pages: number, linkClassName?: string) => () => (
  <LinkPager
    label="Pages of cases"
    page={page}
    pages={pages}
    linkTo={(target) => ({ to: '/list', search: { q: 'ellis', page: target } })}
    {...(linkClassName ? { linkClassName } : {})}
  />
);

describe('LinkPager', () => {
  it('shows nothing for a list of one page', async () => {
    await renderInRouter(pagerAt(1, 1));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('leads on from the first page, with no way back', async () => {
    await renderInRouter(pagerAt(1, 3));
    const pager = await screen.findByRole('navigation', { name: 'Pages of cases' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?q=ellis&page=2');
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).toBeNull();
  });

  it('leads back to the first page by an address that names no page, and not on from the last', async () => {
    await renderInRouter(pagerAt(2, 2));
    const pager = await screen.findByRole('navigation', { name: 'Pages of cases' });
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?q=ellis');
    expect(within(pager).queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('leads back and on from a middle page, in the look it is given', async () => {
    await renderInRouter(pagerAt(3, 5, 'plain-link'));
    const pager = await screen.findByRole('navigation', { name: 'Pages of cases' });
    const back = within(pager).getByRole('link', { name: 'Previous page' });
    expect(back).toHaveAttribute('href', '/list?q=ellis&page=2');
    expect(back).toHaveClass('plain-link');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?q=ellis&page=4');
  });
});
