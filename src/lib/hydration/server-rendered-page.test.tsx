import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from '#src/lib/forms/SubmitButton.tsx';
import { dropShellHead } from '#src/lib/queries/shell-data.ts';
import { HydratedMark } from './HydratedMark.tsx';

/*
 * A page the server rendered (decision 0091) in the gap between its HTML and React's hydration: the
 * two races the first full run met (decision 0092).
 */

function Page({ root }: { root: HTMLElement }) {
  return (
    <>
      <title>About · Lantern Funeral Home</title>
      <form aria-label="Memory" onSubmit={(event) => event.preventDefault()}>
        <input name="name" aria-label="Your name" />
        <SubmitButton>Share memory</SubmitButton>
      </form>
      <HydratedMark root={root} />
    </>
  );
}

/** The document as the server sends it: head tags marked data-shell-head but the title (head-tags.ts), the page in #root. */
function serverPage(): HTMLElement {
  document.head.innerHTML =
    '<title>About · Lantern Funeral Home</title>' + '<meta data-shell-head name="description" content="About us">';
  const root = document.createElement('div');
  root.id = 'root';
  // React writes the hoisted <title> first; the server moves it into <head> (server/http/rendered-page.ts).
  root.innerHTML = renderToString(<Page root={root} />).replace(/^<title>[^<]*<\/title>/, '');
  document.body.replaceChildren(root);
  return root;
}

const titles = () => [...document.querySelectorAll('title')].map((title) => title.textContent);

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.head.replaceChildren();
});

describe('a server-rendered page before and after hydration', () => {
  it('has exactly one <title> while the app starts and after React hydrates its own', async () => {
    const root = serverPage();
    dropShellHead(document);
    expect(titles()).toEqual(['About · Lantern Funeral Home']);
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    expect(document.querySelector('[data-shell-head]')).toBeNull();

    await act(async () => {
      hydrated = hydrateRoot(root, <Page root={root} />);
    });
    expect(titles()).toEqual(['About · Lantern Funeral Home']);
    expect(root).toHaveAttribute('data-hydrated');
  });

  it('holds a form’s submit button disabled until hydrated, so the form is never sent natively', async () => {
    const root = serverPage();
    dropShellHead(document);
    const before = root.querySelector('button');
    expect(before).toBeDisabled();
    expect(root).not.toHaveAttribute('data-hydrated');

    await act(async () => {
      hydrated = hydrateRoot(root, <Page root={root} />);
    });
    expect(screen.getByRole('button', { name: 'Share memory' })).toBeEnabled();
  });

  it('enables the button at once on a page the browser renders itself', () => {
    render(
      <form aria-label="Memory">
        <SubmitButton>Share memory</SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Share memory' })).toBeEnabled();
  });
});
