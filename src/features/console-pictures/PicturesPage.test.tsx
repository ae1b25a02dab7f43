import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pictureMessages, type StaffPicture } from '#contract/staff-pictures.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  fakeApi,
  officeStaff,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { UploadRefused, type FileTransfer, type UploadOptions } from '#src/lib/uploads/file-transfer.ts';
import { PicturesPage } from './PicturesPage.tsx';

installValidationMessages();

/* The console's picture library (decision 0107): the list, alt text, deleting, uploading. */

const pictureOf = (id: number, alt: string): StaffPicture => ({
  id,
  alt,
  width: 1600,
  height: 1200,
  image: {
    url: `/api/web/media/${id}/1280.webp`,
    width: 1280,
    height: 960,
    alt,
    sources: [
      { url: `/api/web/media/${id}/320.webp`, width: 320 },
      { url: `/api/web/media/${id}/640.webp`, width: 640 },
      { url: `/api/web/media/${id}/1280.webp`, width: 1280 },
    ],
  },
  createdAt: '2026-12-01T10:00:00.000Z',
});
const chapel = pictureOf(21, 'The chapel at dusk');
const garden = pictureOf(22, 'The memorial garden in spring');

interface Upload {
  path: string;
  name: string;
  options: UploadOptions | undefined;
}

async function renderPictures(
  items: StaffPicture[],
  answer: (call: SentCall) => unknown = () => undefined,
  upload: (file: File) => unknown = () => chapel,
) {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === '/api/staff/pictures'
      ? { items, page: 1, pageSize: 24, total: items.length }
      : answer(call),
  );
  const uploads: Upload[] = [];
  const files: FileTransfer = {
    upload: async (path, file, options) => {
      uploads.push({ path, name: (file as File).name, options });
      return upload(file as File);
    },
  };
  const auth = await signedIn(officeStaff);
  renderScreen('/staff/pictures', () => <PicturesPage auth={auth.actor} page={1} />, api, undefined, files);
  await screen.findByRole('heading', { level: 1, name: 'Pictures' });
  return { api, uploads };
}

const writes = (api: { calls: SentCall[] }) => api.calls.filter((call) => call.method !== 'GET');

describe('PicturesPage', () => {
  it('lists each picture with its alt text and its responsive sources', async () => {
    const { api } = await renderPictures([chapel, garden]);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/staff/pictures', query: { page: 1 } });
    expect(screen.getByText(/2 pictures in the library/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Pictures' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Picture 1',
      'Picture 2',
    ]);
    expect(cards[0]).toHaveAccessibleName('Picture 1');
    const image = within(cards[0]!).getByRole('img', { name: 'The chapel at dusk' });
    expect(image).toHaveAttribute('src', '/api/web/media/21/1280.webp');
    expect(image.getAttribute('srcset')).toContain('/api/web/media/21/320.webp 320w');
    expect(within(cards[1]!).getByRole('textbox', { name: 'Alt text of picture 2' })).toHaveValue(
      'The memorial garden in spring',
    );
  });

  it('pages a library larger than a page', async () => {
    const api = fakeApi((call) =>
      call.method === 'GET' && call.path === '/api/staff/pictures'
        ? { items: [garden], page: 2, pageSize: 24, total: 30 }
        : undefined,
    );
    const auth = await signedIn(officeStaff);
    renderScreen('/staff/pictures?page=2', () => <PicturesPage auth={auth.actor} page={2} />, api);
    const pages = await screen.findByRole('navigation', { name: 'Pages of pictures' });
    expect(api.calls[0]).toMatchObject({ path: '/api/staff/pictures', query: { page: 2, pageSize: 24 } });
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/staff/pictures');
    expect(screen.getByRole('article', { name: 'Picture 25' })).toBeInTheDocument();
  });

  it('says so when the library is empty', async () => {
    await renderPictures([]);
    expect(screen.getByText('No pictures yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pictures' })).toBeNull();
  });

  it("saves a picture's new alt text, and shows the server's words beside it when refused", async () => {
    const user = userEvent.setup();
    let refuse = false;
    const { api } = await renderPictures([chapel], (call) => {
      if (refuse) throw refusal(422, [{ path: 'alt', message: 'Must be at most 500 characters' }]);
      return { ...chapel, ...(call.body as object) };
    });
    const card = screen.getByRole('article', { name: 'Picture 1' });
    const alt = within(card).getByRole('textbox', { name: 'Alt text of picture 1' });
    await user.clear(alt);
    await user.type(alt, '  The chapel by candlelight ');
    await user.click(within(card).getByRole('button', { name: 'Save alt text of picture 1' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/staff/pictures/21',
        body: { alt: '  The chapel by candlelight ' },
      }),
    ]);
    expect(await within(card).findByRole('status')).toHaveTextContent('Alt text saved.');
    refuse = true;
    await user.click(within(card).getByRole('button', { name: 'Save alt text of picture 1' }));
    expect(await within(card).findByText('Must be at most 500 characters')).toBeInTheDocument();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a picture nothing uses, and says where a used one is when the server refuses (409)', async () => {
    const user = userEvent.setup();
    const { api } = await renderPictures([chapel, garden], (call) => {
      if (call.path === '/api/staff/pictures/21') throw refusal(409, [{ path: '', message: pictureMessages.inUse }]);
      return undefined;
    });
    const used = screen.getByRole('article', { name: 'Picture 1' });
    await user.click(within(used).getByRole('button', { name: 'Delete picture 1' }));
    expect(await within(used).findByRole('status')).toHaveTextContent(pictureMessages.inUse);
    await user.click(screen.getByRole('button', { name: 'Delete picture 2' }));
    expect(writes(api).map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/staff/pictures/21',
      'DELETE /api/staff/pictures/22',
    ]);
  });

  it('uploads each chosen picture through the one upload client, its alt text in the query, and shows a refusal beside the files', async () => {
    const user = userEvent.setup();
    const { uploads } = await renderPictures([], undefined, (file) => {
      if (file.name === 'scan.png') throw new UploadRefused(422, 'This file is not a JPEG, PNG or WebP photo.');
      return chapel;
    });
    const form = screen.getByRole('form', { name: 'Add pictures' });
    await user.type(within(form).getByRole('textbox', { name: /^Alt text/ }), 'The chapel at dusk');
    const input = within(form).getByLabelText(/^Pictures to upload/);
    await user.upload(input, [
      new File(['a'], 'chapel.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'scan.png', { type: 'image/png' }),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Upload 2 pictures' }));
    expect(uploads.map(({ path, name, options }) => ({ path, name, query: options?.query }))).toEqual([
      { path: '/api/staff/pictures', name: 'chapel.jpg', query: { alt: 'The chapel at dusk' } },
      { path: '/api/staff/pictures', name: 'scan.png', query: { alt: 'The chapel at dusk' } },
    ]);
    expect(await within(form).findByRole('status')).toHaveTextContent('Uploaded 1 picture.');
    expect(input).toHaveAccessibleDescription(/scan\.png: This file is not a JPEG, PNG or WebP photo\./);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
