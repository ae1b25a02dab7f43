import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicationStatus } from './PublicationStatus.tsx';

/* Issue 39: the editor says where the obituary stands, and once published links its public page. */

const unpublished = { publicPath: null, publishedAt: null };

describe('PublicationStatus', () => {
  it.each([
    ['draft', 'Draft', 'Not on the website. Once the text is approved, mark it ready.'],
    ['ready', 'Ready to publish', 'Not on the website yet. Publish puts it there.'],
    ['unpublished', 'Unpublished', 'Taken off the website. Publish puts it back.'],
  ] as const)('says a %s obituary is not on the website, with no link', (state, name, meaning) => {
    render(<PublicationStatus view={{ state, ...unpublished }} />);
    expect(screen.getByRole('heading', { level: 2, name: `Status: ${name}` })).toBeVisible();
    expect(screen.getByText(meaning)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the public page of a published obituary', () => {
    const publicPath = '/obituaries/12/linnea-solveig-haraldsen';
    render(<PublicationStatus view={{ state: 'published', publicPath, publishedAt: '2026-11-24T17:40:00.000Z' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Status: Published' })).toBeVisible();
    expect(screen.getByText(/^On the website for everyone to read\. Published /)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', publicPath);
    expect(screen.getByText(`(${publicPath})`)).toBeVisible();
  });
});
