/**
 * A page the server rendered loads the app only when it is wanted (decision 0097). The page works as
 * it is: its links are links, the obituary search is a GET form, and forms that post hold their
 * submit buttons until React is there (decision 0092). React and the app (about 120 KB gzip) load at
 * the visitor's first sign of intent: a touch, a click, a key, a scroll or a focus. A page that needs
 * the app at once (the wizard's first step) says so with `data-hydrate="at-once"`, and it loads right
 * after the first paint (or at intent, if that comes first). A mourner who reads an obituary on a phone and leaves downloads none of it.
 *
 * Nothing the visitor did while the app loaded is lost: a click on a button React handles is made
 * again once React is there, and what was typed, picked or ticked is told to React as a change.
 * This module imports nothing (a type aside): with its entry (rendered-page.ts) it is the whole script
 * of the first paint. A module the app imported too would put the app's main chunk on that path.
 */
import type { HydrationHook } from '#src/ui/hydration/form-hydrated.ts';

/**
 * What counts as intent. Passive, and each removed once the app has started loading. Not the pointer
 * moving: Chrome sends a pointermove of its own as a page lays out under a still cursor.
 */
const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/** Set on #root by the app once hydrated (src/lib/hydration/HydratedMark.tsx). */
const hydratedAttribute = 'data-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function hydrateWhenWanted(document: Document, loadApp: () => unknown): void {
  const window = document.defaultView;
  const root = document.getElementById('root');
  if (!window || !root) return;
  const hydrated = () => root.hasAttribute(hydratedAttribute);

  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    for (const type of intents) window.removeEventListener(type, onIntent, { capture: true });
    loadApp();
  };
  // A link followed, or a search sent, before the app is here loads the next page whole from the
  // server, rendered: the app fetched on the way would be thrown away with this page (decision 0122).
  const onIntent = (event: Event) => {
    if (!navigatesNatively(event.target)) startApp();
  };

  /**
   * A button outside a form, or one that is not its form's submit button, does nothing before React:
   * its click is held and made again after hydration. A submit button of a form that posts is disabled
   * until then (SubmitButton), and a GET form's works natively, so neither is held; nor is a link.
   */
  let heldClick: HTMLButtonElement | null = null;
  const holdClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || (button.form && button.type === 'submit')) return;
    event.preventDefault();
    heldClick = button;
    startApp();
  };

  /**
   * Fields the visitor changed before React heard of them: React keeps what they show but knows
   * nothing of it. A field in a form is React's once its form says it is hydrated (each page hydrates in
   * a commit of its own, after the app's first: src/ui/hydration/form-hydrated.ts); one outside any form, once the
   * app's first commit has run its effects.
   */
  const changed = new Set<Field>();
  const hydratedForms = new WeakSet<HTMLFormElement>();
  const noteChange = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    if (field.form ? !hydratedForms.has(field.form) : !hydrated()) changed.add(field);
  };
  /** Tells React of fields it has not heard of, all read first: each change it hears renders the page again. */
  const tellOf = (fields: Field[]) => {
    for (const field of fields) changed.delete(field);
    for (const snap of fields.filter((field) => field.isConnected).map(snapshot)) tellReact(snap);
  };
  const hook: HydrationHook = { formHydrated: (form) => onFormHydrated(form) };
  /**
   * A form sent before the app (Enter in a field, a tap on its submit button, which waits for the app
   * disabled: SubmitButton, ActionForm) is sent again once React has it, with what was typed.
   */
  let heldSubmit: HTMLFormElement | null = null;
  const holdSubmit = (event: Event) => {
    const form = formWaitingForTheApp(event);
    if (form) heldSubmit = form;
  };
  const onFormHydrated = (form: HTMLFormElement) => {
    hydratedForms.add(form);
    tellOf([...changed].filter((field) => field.form === form));
    if (heldSubmit === form) {
      heldSubmit = null;
      // After the render this commit is followed by, which lets the submit button go.
      window.setTimeout(() => form.isConnected && form.requestSubmit(), 0);
    }
    if (hydrated()) stopWhenTold();
  };
  /**
   * Once the app's first commit has run its effects and every field changed before has been told,
   * nothing is left to watch: what the visitor does next, React hears (a key in a form not hydrated
   * yet makes React hydrate it at once, and the form then tells of the rest).
   */
  const stopWhenTold = () => {
    if (changed.size > 0 || heldSubmit) return;
    document.removeEventListener('input', noteChange, { capture: true });
    document.removeEventListener('change', noteChange, { capture: true });
    document.removeEventListener('keydown', holdSubmit, { capture: true });
    document.removeEventListener('pointerdown', holdSubmit, { capture: true });
    if (window.lanternHydration === hook) delete window.lanternHydration;
  };

  // What was typed or picked before this script ran (it runs once the page is parsed, and a phone
  // shows the page before): every field that no longer shows what the server sent.
  for (const field of document.querySelectorAll<Field>('input, textarea, select'))
    if (changedSinceServer(field)) changed.add(field);
  document.addEventListener('click', holdClick, { capture: true });
  document.addEventListener('keydown', holdSubmit, { capture: true });
  document.addEventListener('pointerdown', holdSubmit, { capture: true });
  document.addEventListener('input', noteChange, { capture: true });
  document.addEventListener('change', noteChange, { capture: true });
  window.lanternHydration = hook;
  new MutationObserver((_, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    document.removeEventListener('click', holdClick, { capture: true });
    tellOf([...changed].filter((field) => !field.form));
    stopWhenTold();
    // The held click once the page's effects are in place, as a click of the visitor's own would find them.
    if (heldClick?.isConnected) heldClick.click();
    heldClick = null;
  }).observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });

  for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  if (document.querySelector('[data-hydrate="at-once"]')) afterFirstPaint(window, startApp);
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** A form that says it GETs (the obituary search). Said, not defaulted: a form without a method is one React sends. */
const sentByTheBrowser = (form: HTMLFormElement): boolean => form.getAttribute('method')?.toLowerCase() === 'get';

/** A link, or the submit button of a form the browser sends itself: the browser's own navigation. */
function navigatesNatively(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('a[href]')) return true;
  const submit = target.closest('button, input');
  return (
    (submit instanceof HTMLButtonElement || submit instanceof HTMLInputElement) &&
    submit.type === 'submit' &&
    !!submit.form &&
    sentByTheBrowser(submit.form)
  );
}

/**
 * Runs `then` once the page has painted its content, so the app's download does not compete with the
 * page's own: the browser's first-contentful-paint entry, which comes when the frame is on screen (a
 * frame callback alone can come before it), and never while the tab is hidden and unpainted.
 */
function afterFirstPaint(window: Window & typeof globalThis, then: () => void): void {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    window.requestAnimationFrame(() => window.setTimeout(then, 0));
    return;
  }
  const observer = new window.PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    window.setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * The form an Enter in one of its fields, or a tap on its submit button, would send but for its
 * submit button waiting for the app (disabled until hydrated); not a form the browser sends itself.
 */
function formWaitingForTheApp(event: Event): HTMLFormElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const form =
    event instanceof KeyboardEvent
      ? event.key === 'Enter' && target instanceof HTMLInputElement
        ? target.form
        : null
      : (target.closest('button[type="submit"]') as HTMLButtonElement | null)?.form;
  if (!form || sentByTheBrowser(form)) return null;
  return form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled ? form : null;
}

/** Whether a field shows other than what the server's HTML said: typed in, ticked, picked. */
function changedSinceServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

type Snapshot =
  | { field: HTMLSelectElement; kind: 'select'; value: string }
  | { field: HTMLInputElement; kind: 'box'; checked: boolean }
  | { field: HTMLInputElement | HTMLTextAreaElement; kind: 'text'; value: string };

function snapshot(field: Field): Snapshot {
  if (field instanceof HTMLSelectElement) return { field, kind: 'select', value: field.value };
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return { field, kind: 'box', checked: field.checked };
  return { field, kind: 'text', value: field.value };
}

/**
 * Makes React hear a field's state as the visitor left it. React hydrates a field keeping what it
 * shows and notes that as the field's last known state, so an event alone changes nothing: the state
 * is first set the other way through the element's own property (which React watches), then as the
 * visitor left it the way a person would (the prototype's setter for text, a click for a box), and
 * the event follows.
 */
function tellReact(snap: Snapshot): void {
  const { field } = snap;
  if (snap.kind === 'select') {
    field.value = snap.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (snap.kind === 'box') {
    // A radio unpicked since then is told by the one picked after it.
    if (snap.field.type === 'radio' && !snap.checked) return;
    snap.field.checked = !snap.checked;
    snap.field.click();
  } else {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = snap.value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, snap.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
