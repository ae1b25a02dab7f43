import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../pager/in-router.test-helper.tsx';
import { LinkTabs } from './LinkTabs.tsx';
import { ListPage } from './ListPage.tsx';

describe('ListPage and LinkTabs', () => {
  it('heads the page and marks the current tab, whatever page of it is shown', async () => {
    await renderInRouter(
      () => (
        <ListPage title="Memories" head={<title>Memories</title>}>
          <LinkTabs
            label="Memories by status"
            tabs={[
              { label: 'Waiting', link: { to: '/list', search: {} }, current: false },
              { label: 'Approved', link: { to: '/list', search: { status: 'approved' } }, current: true },
            ]}
          />
        </ListPage>
      ),
      '/list?status=approved&page=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Memories' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Memories by status' });
    const approved = within(tabs).getByRole('link', { name: 'Approved' });
    expect(approved).toHaveAttribute('href', '/list?status=approved');
    expect(approved).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Waiting' })).not.toHaveAttribute('aria-current');
  });
});
