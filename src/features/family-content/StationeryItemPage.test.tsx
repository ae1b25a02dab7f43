import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseStationery, StationeryVersion } from '#contract/family-proofs.ts';
import { fakeApi, renderScreen } from '#src/lib/console/console-screen.test-helper.tsx';
import { StationeryItemPage } from './StationeryItemPage.tsx';

/* The family's review of one proof (decision 0078): the newest version to comment on and approve, older ones to read. */

const at = '2026-03-02T10:00:00.000Z';
const version = (number: number, approvedAt: string | null, body: string): StationeryVersion => ({
  version: number,
  sentAt: at,
  approvedAt,
  pages: [
    {
      pageType: 'front',
      image: { url: `/files/front-${number}.webp`, width: 60, height: 90 },
      pdf: null,
      comments: [
        {
          id: number,
          authorName: 'Rose Ashdown',
          body,
          createdAt: at,
          answers: [{ id: 100 + number, authorName: 'Dana Ellison', body: `Answer ${number}.`, createdAt: at }],
        },
      ],
    },
  ],
});

const stationery: CaseStationery = {
  proofs: [
    {
      ...version(2, null, 'Looks right now.'),
      itemType: 'prayer-card',
      title: 'Prayer card',
      history: [version(1, at, 'Use her middle name.')],
    },
  ],
};

describe('StationeryItemPage', () => {
  it('reviews the newest version with the answers under the comments, and lists the older one to read', async () => {
    const api = fakeApi((call) => (call.path === '/api/family/cases/7/stationery' ? stationery : undefined));
    renderScreen(
      '/family-portal/7/edwin/task/review-stationery/prayer-card',
      () => <StationeryItemPage caseId={7} caseName="edwin" item="prayer-card" />,
      api,
    );
    await screen.findByRole('heading', { level: 2, name: 'Review the prayer card' });
    expect(screen.getByText(/^Version 2, sent .*\. Earlier versions are below\.$/)).toBeInTheDocument();
    const current = screen.getByRole('list', { name: 'Comments on the front' });
    expect(within(current).getByText('Looks right now.')).toBeInTheDocument();
    expect(within(current).getByRole('list', { name: 'Answers to Rose Ashdown' })).toHaveTextContent('Answer 2.');
    expect(screen.getByRole('textbox', { name: 'Comment on the front' })).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Earlier versions' });
    expect(within(history).getByText(/^Version 1 of the prayer card, sent .* · approved /)).toBeInTheDocument();
    const older = within(history).getByRole('list', { name: 'Comments on the front, version 1' });
    expect(within(older).getByText('Use her middle name.')).toBeInTheDocument();
    expect(within(older).getByText('Answer 1.')).toBeInTheDocument();
    // Older versions are read, never commented on: the only comment form is the newest version's.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });
});

describe('StationeryItemPage, a proof sent as one PDF', () => {
  const pdfPage = (pageType: 'front' | 'back', page: number) => ({
    pageType,
    image: null,
    pdf: { url: '/files/card.pdf?signature=s', page, pageCount: 2 },
    comments: [],
  });

  it('shows each page of the PDF with its own link and comment form, and opens the whole PDF', async () => {
    const pdfProof: CaseStationery = {
      proofs: [
        {
          version: 1,
          sentAt: at,
          approvedAt: null,
          pages: [pdfPage('front', 1), pdfPage('back', 2)],
          itemType: 'prayer-card',
          title: 'Prayer card',
          history: [],
        },
      ],
    };
    const api = fakeApi((call) => (call.path === '/api/family/cases/7/stationery' ? pdfProof : undefined));
    renderScreen(
      '/family-portal/7/edwin/task/review-stationery/prayer-card',
      () => <StationeryItemPage caseId={7} caseName="edwin" item="prayer-card" />,
      api,
    );
    await screen.findByRole('heading', { level: 2, name: 'Review the prayer card' });
    expect(screen.getByText(/^This proof is a PDF of 2 pages/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Open the PDF/ })).toHaveAttribute('href', '/files/card.pdf?signature=s');
    const back = screen.getByRole('region', { name: 'Back' });
    expect(within(back).getByText('Page 2 of 2 of the PDF.')).toBeInTheDocument();
    const link = within(back).getByRole('link', { name: /^Open page 2 of the PDF/ });
    expect(link).toHaveAttribute('href', '/files/card.pdf?signature=s#page=2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(back).getByRole('textbox', { name: 'Comment on the back' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
