import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProofComment, StationeryVersion } from '#contract/family-proofs.ts';
import { sendMessages, type StaffProofs } from '#contract/staff-proofs.ts';
import {
  fakeApi,
  owner,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import type { FileTransfer } from '#src/lib/uploads/file-transfer.ts';
import { CaseProofs } from './CaseProofs.tsx';

/* The case page's Proofs (decision 0078): versions, the family's comments and staff's answers, uploads, sending. */

const at = '2026-03-02T10:00:00.000Z';
const comment = (id: number, body: string, answers: ProofComment['answers'] = []): ProofComment => ({
  id,
  authorName: 'Rose Ashdown',
  body,
  createdAt: at,
  answers,
});
const version = (number: number, sent: boolean, comments: ProofComment[]): StationeryVersion => ({
  version: number,
  sentAt: sent ? at : null,
  approvedAt: null,
  pages: [
    { pageType: 'front', image: { url: `/files/front-${number}.webp`, width: 60, height: 90 }, pdf: null, comments },
  ],
});

const proofs = (cardVersions: StationeryVersion[]): StaffProofs => ({
  stationery: [
    { itemType: 'prayer-card', title: 'Prayer card', versions: cardVersions },
    { itemType: 'programme', title: 'Service programme', versions: [] },
    { itemType: 'bookmark', title: 'Bookmark', versions: [] },
  ],
  video: { versions: [] },
});

const answered = proofs([
  version(2, true, [
    comment(41, 'Use her middle name.', [{ id: 42, authorName: 'Dana Ellison', body: 'Done.', createdAt: at }]),
  ]),
  version(1, true, [comment(40, 'Older remark.')]),
]);

async function renderProofs(answer: (call: SentCall) => unknown, files?: FileTransfer) {
  const api = fakeApi(answer);
  const auth = await signedIn(owner);
  renderScreen('/staff/cases/7', () => <CaseProofs auth={auth.actor} caseId={7} />, api, undefined, files);
  await screen.findByRole('heading', { level: 2, name: 'Proofs' });
  return api;
}

describe('CaseProofs', () => {
  it('shows the newest version with the comments and answers, and older versions folded, without answer forms', async () => {
    await renderProofs((call) => (call.method === 'GET' ? answered : undefined));
    expect(screen.getByText(/^Version 2, sent .*: waiting for the family\.$/)).toBeInTheDocument();
    const newest = screen.getByRole('list', { name: 'Comments on the prayer card, front, version 2' });
    expect(within(newest).getByText('Use her middle name.')).toBeInTheDocument();
    expect(within(newest).getByRole('list', { name: 'Answers to Rose Ashdown' })).toHaveTextContent('Done.');
    expect(within(newest).getByRole('textbox', { name: 'Answer Rose Ashdown' })).toBeInTheDocument();
    const older = screen.getByRole('list', { name: 'Comments on the prayer card, front, version 1' });
    expect(within(older).queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Earlier versions of the prayer card')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing uploaded yet.')).toHaveLength(3);
  });

  it('answers a comment with one call and shows the proofs the server answers', async () => {
    const user = userEvent.setup();
    const withAnswer = proofs([
      version(1, true, [
        comment(40, 'Older remark.', [{ id: 43, authorName: 'Margaret Ellison', body: 'Fixed it.', createdAt: at }]),
      ]),
    ]);
    const api = await renderProofs((call) =>
      call.method === 'GET' ? proofs([version(1, true, [comment(40, 'Older remark.')])]) : withAnswer,
    );
    await user.type(screen.getByRole('textbox', { name: 'Answer Rose Ashdown' }), '  Fixed it. ');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/staff/cases/7/proofs/comments/40/answers',
        body: { text: 'Fixed it.' },
        query: undefined,
      },
    ]);
    expect(await screen.findByRole('list', { name: 'Answers to Rose Ashdown' })).toHaveTextContent('Fixed it.');
  });

  it('sends a draft, and says a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const api = await renderProofs((call) => {
      if (call.method === 'GET') return proofs([version(2, false, []), version(1, true, [])]);
      throw refusal(409, [{ path: '', message: sendMessages.nothingToSend }]);
    });
    expect(screen.getByText('Version 2: a draft, not sent to the family yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the prayer card to the family' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/staff/cases/7/proofs/stationery/prayer-card/send',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(sendMessages.nothingToSend);
  });

  it('uploads the chosen page of an item through the one upload client', async () => {
    const user = userEvent.setup();
    const uploads: string[] = [];
    const files: FileTransfer = {
      upload: async (path) => {
        uploads.push(path);
        return proofs([version(1, false, [])]);
      },
    };
    await renderProofs((call) => (call.method === 'GET' ? proofs([]) : undefined), files);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page of the prayer card' }), 'back');
    await user.upload(
      screen.getByLabelText('Page image for the prayer card'),
      new File(['x'], 'back.png', { type: 'image/png' }),
    );
    const card = screen.getByRole('combobox', { name: 'Page of the prayer card' }).closest('div')!;
    await user.click(within(card).getByRole('button', { name: 'Upload' }));
    expect(uploads).toEqual(['/api/staff/cases/7/proofs/stationery/prayer-card/pages/back']);
    expect(await screen.findByText('Version 1: a draft, not sent to the family yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the prayer card to the family' })).toBeInTheDocument();
  });
});
