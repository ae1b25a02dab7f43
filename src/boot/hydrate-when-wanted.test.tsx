import { Suspense, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedMark } from '#src/lib/hydration/HydratedMark.tsx';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';
import { useHydrated } from '#src/ui/hydration/use-hydrated.ts';
import { hydrateWhenWanted } from './hydrate-when-wanted.ts';

/*
 * Decision 0097: a server-rendered page loads the app at the visitor's first sign of intent, and
 * nothing the visitor did in the meantime is lost. The page here stands in for a real one: its state
 * is what React heard, shown in an <output> so the test reads what the app knows, not what the DOM shows.
 */
function Page({ atOnce = false }: { atOnce?: boolean }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [plan, setPlan] = useState('');
  const [candle, setCandle] = useState(false);
  const [place, setPlace] = useState('chapel');
  const [open, setOpen] = useState(false);
  // A page renders again as it mounts (TanStack Form's fields do): that render puts every field back to
  // what React knows, before any passive effect runs.
  const [, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return (
    <form aria-label="Memory" data-hydrate={atOnce ? 'at-once' : undefined} ref={formHydrated}>
      <input aria-label="Your name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="What you remember" value={note} onChange={(event) => setNote(event.target.value)} />
      {['self', 'other'].map((value) => (
        <input
          key={value}
          type="radio"
          name="plan"
          aria-label={value}
          value={value}
          checked={plan === value}
          onChange={() => setPlan(value)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="Light a candle"
        checked={candle}
        onChange={(e) => setCandle(e.target.checked)}
      />
      <select aria-label="Where" value={place} onChange={(event) => setPlace(event.target.value)}>
        <option value="chapel">Chapel</option>
        <option value="garden">Garden</option>
      </select>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        More
      </button>
      <output>{JSON.stringify({ name, note, plan, candle, place, open })}</output>
    </form>
  );
}

/** As the router does: the page in a Suspense boundary, which hydrates in a commit after the app's first. */
function App({ root, atOnce = false }: { root: HTMLElement; atOnce?: boolean }) {
  return (
    <>
      <Suspense fallback={null}>
        <Page atOnce={atOnce} />
      </Suspense>
      <HydratedMark root={root} />
    </>
  );
}

function serverPage(atOnce = false): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<App root={root} atOnce={atOnce} />);
  document.body.replaceChildren(root);
  return root;
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
});

const known = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

describe('a server-rendered page loads the app when wanted', () => {
  it('loads nothing until the visitor acts, then once', async () => {
    const root = serverPage();
    const loadApp = vi.fn();
    hydrateWhenWanted(document, loadApp);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadApp).not.toHaveBeenCalled();

    fireEvent.focusIn(screen.getByLabelText('Your name'));
    fireEvent.keyDown(screen.getByLabelText('Your name'), { key: 'A' });
    expect(loadApp).toHaveBeenCalledTimes(1);
    await act(async () => {
      hydrated = hydrateRoot(root, <App root={root} />);
    });
  });

  it('leaves a link, or a search sent, to the browser: the next page comes whole from the server', () => {
    const root = serverPage();
    const search = document.createElement('form');
    search.setAttribute('method', 'get');
    search.innerHTML = '<input name="q" aria-label="Name"><button type="submit">Search</button>';
    const link = Object.assign(document.createElement('a'), { href: '/obituaries', textContent: 'Obituaries' });
    root.append(link, search);
    const loadApp = vi.fn();
    hydrateWhenWanted(document, loadApp);
    fireEvent.pointerDown(link);
    fireEvent.touchStart(link);
    fireEvent.keyDown(link, { key: 'Enter' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Search' }));
    expect(loadApp).not.toHaveBeenCalled();
    // A button only React answers is intent, as is typing in the search.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More' }));
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('loads the app right after the first paint on a page that asks for it at once', async () => {
    const root = serverPage(true);
    const loadApp = vi.fn();
    hydrateWhenWanted(document, loadApp);
    await vi.waitFor(() => expect(loadApp).toHaveBeenCalledTimes(1));
    await act(async () => {
      hydrated = hydrateRoot(root, <App root={root} atOnce />);
    });
  });

  it('tells React what was typed, picked and ticked before it came, and makes the held click again', async () => {
    const root = serverPage();
    hydrateWhenWanted(document, () => {});
    // The visitor, before React: types, changes their mind about the plan twice, ticks, chooses, and taps "More".
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Ann' } });
    fireEvent.input(screen.getByLabelText('What you remember'), { target: { value: 'She sang.' } });
    // Picked, unpicked, picked again: the radio unpicked in between must not win.
    screen.getByLabelText('other').click();
    screen.getByLabelText('self').click();
    screen.getByLabelText('other').click();
    screen.getByLabelText('Light a candle').click();
    fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'garden' } });
    screen.getByRole('button', { name: 'More' }).click();
    expect(known()).toEqual({ name: '', note: '', plan: '', candle: false, place: 'chapel', open: false });

    await act(async () => {
      hydrated = hydrateRoot(root, <App root={root} />);
    });
    await vi.waitFor(() =>
      expect(known()).toEqual({
        name: 'Ann',
        note: 'She sang.',
        plan: 'other',
        candle: true,
        place: 'garden',
        open: true,
      }),
    );
    // What the page shows agrees with what React knows.
    expect(screen.getByLabelText('Your name')).toHaveValue('Ann');
    expect(screen.getByLabelText('other')).toBeChecked();
    expect(screen.getByLabelText('self')).not.toBeChecked();
    expect(screen.getByLabelText('Light a candle')).toBeChecked();
    expect(screen.getByLabelText('Where')).toHaveValue('garden');
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('tells React what was typed before the boot script itself ran', async () => {
    const root = serverPage();
    // The page shows before its script runs: the visitor types and picks with nothing listening.
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Ann' } });
    screen.getByLabelText('self').click();
    hydrateWhenWanted(document, () => {});
    await act(async () => {
      hydrated = hydrateRoot(root, <App root={root} />);
    });
    await vi.waitFor(() => expect(known()).toMatchObject({ name: 'Ann', plan: 'self' }));
  });

  it('sends a form sent before the app once React has it, with what was typed', async () => {
    const sent = vi.fn();
    /** A form that posts: its submit waits for the app, as SubmitButton and ActionForm do. */
    function SendForm() {
      const [name, setName] = useState('');
      const hydrated = useHydrated();
      return (
        <form
          aria-label="Send"
          ref={formHydrated}
          onSubmit={(event) => {
            event.preventDefault();
            sent(name);
          }}
        >
          <input aria-label="Who" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" disabled={!hydrated}>
            Send
          </button>
        </form>
      );
    }
    const tree = (root: HTMLElement) => (
      <>
        <Suspense fallback={null}>
          <SendForm />
        </Suspense>
        <HydratedMark root={root} />
      </>
    );
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderToString(tree(root));
    document.body.replaceChildren(root);
    hydrateWhenWanted(document, () => {});
    fireEvent.input(screen.getByLabelText('Who'), { target: { value: 'Ann' } });
    fireEvent.keyDown(screen.getByLabelText('Who'), { key: 'Enter' });
    expect(sent).not.toHaveBeenCalled();
    await act(async () => {
      hydrated = hydrateRoot(root, tree(root));
    });
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('Ann'));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('holds no click once hydrated: a tap then is React’s alone', async () => {
    const root = serverPage();
    hydrateWhenWanted(document, () => {});
    await act(async () => {
      hydrated = hydrateRoot(root, <App root={root} />);
    });
    await act(async () => screen.getByRole('button', { name: 'More' }).click());
    expect(known()).toMatchObject({ open: true });
  });
});
