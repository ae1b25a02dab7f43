/**
 * A form React has just hydrated says so (its ref), in the layout phase of the commit that hydrated
 * it: its fields still show what the visitor typed before the app came (decision 0120). The first
 * render after that commit (a form that renders again as it mounts, as TanStack Form's do, or any
 * component reading useHydrated) puts each field back to what React knows, so the boot script
 * (src/boot/hydrate-when-wanted.ts) tells React of them then, not later. The app's own first commit is
 * too early for that: the router's Suspense boundary around each page hydrates in a commit of its own.
 *
 * The boot script hears it through a hook it puts on `window`, not an import: a module both imported
 * would put the app's main chunk on the first paint's path (the boot script must import nothing).
 */
export interface HydrationHook {
  formHydrated(form: HTMLFormElement): void;
}

declare global {
  interface Window {
    /** Set by the boot script of a server-rendered page until every early change has been told. */
    lanternHydration?: HydrationHook;
  }
}

/** A form's ref: says the form is hydrated, for a server-rendered page's early typing to be heard. */
export function formHydrated(form: HTMLFormElement | null): void {
  if (form) window.lanternHydration?.formHydrated(form);
}
