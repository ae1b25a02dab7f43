import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PublishResult, RollbackResult, SaveDraftResult } from '#contract/builder.ts';
import { isModuleType, moduleSchemas, type PageModule } from '#contract/modules.ts';
import type { SiteContent } from '#contract/site-content.ts';
import type { Navigation, Page, RenderContext } from '#contract/website.ts';

/**
 * Spec §4 website builder. Edit mode is derived (previewing && editing), never stored. One module
 * is active at a time; adding inserts before a given module id (appending when it is not found) and
 * activates the new module; removing deletes it from the active page; updating merges fields into
 * it. Refreshing reloads the context from the draft when previewing, else from the approved one.
 * Every edit can be undone and redone; saving names the draft revision the edits started from.
 */

export type Pages = RenderContext['pages'];

/** What edits change and undo restores. */
export interface SiteEdit {
  navigation: Navigation;
  pages: Pages;
  /** The page shown, since renaming a page's path moves it. */
  pagePath: string;
}

export type BuilderFailureReason = 'conflict' | 'unauthorized' | 'invalid' | 'failed';

/** An effect's refusal as the machine keeps it: the composition root rejects with these plain objects. */
export interface BuilderFailure {
  reason: BuilderFailureReason;
  message: string;
}

export type BuilderTask = 'load' | 'save' | 'publish' | 'rollback';

export interface BuilderError extends BuilderFailure {
  task: BuilderTask;
}

export interface BuilderContext {
  previewing: boolean;
  editing: boolean;
  hoveredModuleId: string | null;
  activeModuleId: string | null;
  /** The page being shown (its key in `pages`); the active page when it is a CMS page. */
  pagePath: string;
  /** The working copy the page renders from; null until the first load. */
  site: RenderContext | null;
  /** The draft revision the working copy is based on; null when the approved context was loaded. */
  revision: number | null;
  /** Navigation and pages as last loaded or saved: the working copy differs from it when there are unsaved edits. */
  saved: { navigation: Navigation; pages: Pages } | null;
  past: SiteEdit[];
  future: SiteEdit[];
  /** Consecutive updates of the same fields of one module are one undo step. */
  mergeKey: string | null;
  error: BuilderError | null;
  /** The version the last publish made or confirmed. */
  published: PublishResult | null;
}

export interface BuilderInput {
  previewing: boolean;
  pagePath: string;
}

export interface PageSettings {
  path: string;
  title: string;
  description: string;
  parentId: string | null;
}

export type BuilderEvent =
  | { type: 'preview.enter' }
  | { type: 'preview.exit' }
  | { type: 'edit.start' }
  | { type: 'edit.stop' }
  | { type: 'module.hover'; id: string }
  | { type: 'module.unhover'; id: string }
  | { type: 'module.activate'; id: string }
  | { type: 'module.deactivate' }
  /** Inserted before `beforeId`, or appended when that id is not on the page (or null). */
  | { type: 'module.add'; module: PageModule; beforeId: string | null }
  | { type: 'module.remove'; id: string }
  /** Merged into the active module; the result must still be a valid module of its type. */
  | { type: 'module.update'; id: string; fields: Record<string, unknown> }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'page.select'; path: string }
  | { type: 'page.update'; path: string; settings: PageSettings }
  | { type: 'navigation.update'; navigation: Navigation }
  | { type: 'context.refresh' }
  | { type: 'draft.save' }
  | { type: 'draft.publish' }
  | { type: 'version.rollback'; version: number }
  | { type: 'error.dismiss' };

export interface LoadInput {
  mode: 'draft' | 'approved';
}
export interface LoadOutput {
  site: RenderContext;
  /** The draft's revision; null for the approved context. */
  revision: number | null;
}
export interface SaveInput {
  baseRevision: number;
  content: SiteContent;
}

export const HISTORY_LIMIT = 100;

// ——— pure helpers (also used by selectors) ———

export const isEditMode = (context: Pick<BuilderContext, 'previewing' | 'editing'>): boolean =>
  context.previewing && context.editing;

export const activePage = (context: Pick<BuilderContext, 'site' | 'pagePath'>): Page | undefined =>
  context.site?.pages[context.pagePath];

export const moduleOnPage = (context: Pick<BuilderContext, 'site' | 'pagePath'>, id: string): PageModule | undefined =>
  activePage(context)?.modules.find((module) => module.id === id);

export const isDirty = (context: Pick<BuilderContext, 'site' | 'saved'>): boolean =>
  context.site !== null &&
  context.saved !== null &&
  (context.site.pages !== context.saved.pages || context.site.navigation !== context.saved.navigation);

/** What a save sends: the site document, without what lives in other tables (company, locations). */
export const siteContentOf = (site: RenderContext): SiteContent => ({
  design: site.design,
  navigation: site.navigation,
  pages: site.pages,
  header: site.header,
  footer: site.footer,
  settings: site.settings,
});

export const unreachableMessage = 'We could not reach the server. Please check your connection and try again.';

/** A refusal the composition root described (a plain BuilderFailure), else a network failure. */
const failureOf = (task: BuilderTask, error: unknown): BuilderError => {
  const failure = error instanceof Error ? null : (error as Partial<BuilderFailure> | null);
  return typeof failure?.message === 'string' && failure.message !== ''
    ? { task, reason: failure.reason ?? 'failed', message: failure.message }
    : { task, reason: 'failed', message: unreachableMessage };
};

/** The module with `fields` merged in, if it is still a valid module of its type. */
export function mergeModule(module: PageModule, fields: Record<string, unknown>): PageModule | null {
  const { id: _id, type: _type, ...rest } = fields;
  const merged = { ...module, ...rest };
  // Optional fields set to undefined are removed, not kept as undefined keys.
  for (const [key, value] of Object.entries(merged))
    if (value === undefined) delete (merged as Record<string, unknown>)[key];
  return moduleSchemas[module.type].safeParse(merged).success ? (merged as PageModule) : null;
}

const withPage = (pages: Pages, path: string, change: (page: Page) => Page): Pages => {
  const page = pages[path];
  return page ? { ...pages, [path]: change(page) } : pages;
};

const retargetNavigation = (navigation: Navigation, from: string, to: string): Navigation => {
  if (from === to) return navigation;
  const retarget = <N extends { node: Navigation['items'][number]['node'] }>(item: N): N =>
    item.node.to === from ? { ...item, node: { ...item.node, to } } : item;
  return {
    items: navigation.items.map((item) => {
      const moved = retarget(item);
      return moved.children ? { ...moved, children: moved.children.map(retarget) } : moved;
    }),
  };
};

/** Pages after `page.update`: re-keyed when the path changes, links in the navigation following it. */
export function applyPageSettings(pages: Pages, path: string, settings: PageSettings): Pages {
  const page = pages[path];
  if (!page) return pages;
  const updated: Page = { ...page, ...settings };
  const entries = Object.entries(pages).map(([key, value]): [string, Page] =>
    key === path ? [settings.path, updated] : [key, value],
  );
  return Object.fromEntries(entries);
}

/** Whether `settings` keep the pages a tree: a free path, and a parent that exists and is not the page or below it. */
export function pageSettingsAllowed(pages: Pages, path: string, settings: PageSettings): boolean {
  const page = pages[path];
  if (!page || !settings.path.startsWith('/') || settings.title.trim() === '') return false;
  if (settings.path !== path && Object.hasOwn(pages, settings.path)) return false;
  if (settings.parentId === null) return true;
  const byId = new Map(Object.values(pages).map((p) => [p.id, p]));
  let at = byId.get(settings.parentId);
  if (!at) return false;
  for (let depth = 0; at && depth <= byId.size; depth += 1) {
    if (at.id === page.id) return false;
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return true;
}

const snapshotOf = (context: BuilderContext): SiteEdit | null =>
  context.site ? { navigation: context.site.navigation, pages: context.site.pages, pagePath: context.pagePath } : null;

/** Context after an edit: the new navigation/pages, the previous ones on the undo stack, redo cleared. */
function edited(
  context: BuilderContext,
  next: { navigation?: Navigation; pages?: Pages; pagePath?: string },
  mergeKey: string | null = null,
): Partial<BuilderContext> {
  const before = snapshotOf(context);
  if (!context.site || !before) return {};
  const merge = mergeKey !== null && mergeKey === context.mergeKey;
  return {
    site: {
      ...context.site,
      navigation: next.navigation ?? context.site.navigation,
      pages: next.pages ?? context.site.pages,
    },
    pagePath: next.pagePath ?? context.pagePath,
    past: merge ? context.past : [...context.past, before].slice(-HISTORY_LIMIT),
    future: [],
    mergeKey,
  };
}

const restore = (context: BuilderContext, entry: SiteEdit): Partial<BuilderContext> => ({
  site: context.site ? { ...context.site, navigation: entry.navigation, pages: entry.pages } : context.site,
  pagePath: entry.pagePath,
  mergeKey: null,
  hoveredModuleId: null,
  // The active module stays active if it still exists after the step.
  activeModuleId:
    context.activeModuleId !== null &&
    entry.pages[entry.pagePath]?.modules.some((module) => module.id === context.activeModuleId)
      ? context.activeModuleId
      : null,
});

export const builderMachine = setup({
  types: {
    context: {} as BuilderContext,
    events: {} as BuilderEvent,
    input: {} as BuilderInput,
  },
  actors: {
    /** GET the draft (previewing) or approved render context. */
    loadContext: fromPromise<LoadOutput, LoadInput>(() => new Promise(() => {})),
    saveDraft: fromPromise<SaveDraftResult, SaveInput>(() => new Promise(() => {})),
    publishDraft: fromPromise<PublishResult, { revision: number }>(() => new Promise(() => {})),
    rollBack: fromPromise<RollbackResult, { version: number }>(() => new Promise(() => {})),
  },
  guards: {
    isPreviewing: ({ context }) => context.previewing,
    isNotPreviewing: ({ context }) => !context.previewing,
    isEditing: ({ context }) => context.editing,
    isNotEditing: ({ context }) => !context.editing,
    canHover: ({ context, event }) => {
      assertEvent(event, 'module.hover');
      return (
        isEditMode(context) && context.hoveredModuleId !== event.id && moduleOnPage(context, event.id) !== undefined
      );
    },
    isHovered: ({ context, event }) => {
      assertEvent(event, 'module.unhover');
      return context.hoveredModuleId === event.id;
    },
    canActivate: ({ context, event }) => {
      assertEvent(event, 'module.activate');
      return (
        isEditMode(context) && context.activeModuleId !== event.id && moduleOnPage(context, event.id) !== undefined
      );
    },
    hasActive: ({ context }) => context.activeModuleId !== null,
    canAddBefore: ({ context, event }) => {
      assertEvent(event, 'module.add');
      return (
        canAdd(context, event.module) && event.beforeId !== null && moduleOnPage(context, event.beforeId) !== undefined
      );
    },
    canAppend: ({ context, event }) => {
      assertEvent(event, 'module.add');
      return canAdd(context, event.module);
    },
    canRemove: ({ context, event }) => {
      assertEvent(event, 'module.remove');
      return isEditMode(context) && moduleOnPage(context, event.id) !== undefined;
    },
    canUpdate: ({ context, event }) => {
      assertEvent(event, 'module.update');
      // Fields are edited in the active module's panel: only the active module takes updates.
      const module =
        isEditMode(context) && context.activeModuleId === event.id ? moduleOnPage(context, event.id) : undefined;
      return module !== undefined && mergeModule(module, event.fields) !== null;
    },
    canUndo: ({ context }) => isEditMode(context) && context.past.length > 0,
    canRedo: ({ context }) => isEditMode(context) && context.future.length > 0,
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'page.select');
      return event.path !== context.pagePath;
    },
    canUpdatePage: ({ context, event }) => {
      assertEvent(event, 'page.update');
      return (
        isEditMode(context) &&
        context.site !== null &&
        pageSettingsAllowed(context.site.pages, event.path, event.settings)
      );
    },
    canUpdateNavigation: ({ context }) => isEditMode(context) && context.site !== null,
    canSave: ({ context }) => context.previewing && context.revision !== null && isDirty(context),
    canPublish: ({ context }) => context.previewing && context.revision !== null,
    hasError: ({ context }) => context.error !== null,
  },
  actions: {
    clearSelection: assign({ hoveredModuleId: null, activeModuleId: null, mergeKey: null }),
    /** Edits are refused while saving, so the working copy is exactly what was saved. */
    markSaved: assign(({ context }, params: { revision: number }) => ({
      revision: params.revision,
      saved: context.site ? { navigation: context.site.navigation, pages: context.site.pages } : null,
    })),
  },
}).createMachine({
  id: 'builder',
  context: ({ input }) => ({
    previewing: input.previewing,
    editing: false,
    hoveredModuleId: null,
    activeModuleId: null,
    pagePath: input.pagePath,
    site: null,
    revision: null,
    saved: null,
    past: [],
    future: [],
    mergeKey: null,
    error: null,
    published: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadContext',
        input: ({ context }) => ({ mode: context.previewing ? 'draft' : 'approved' }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            site: event.output.site,
            revision: event.output.revision,
            saved: { navigation: event.output.site.navigation, pages: event.output.site.pages },
            // Whatever was being edited is gone: the loaded context is the truth now.
            past: [],
            future: [],
            mergeKey: null,
            hoveredModuleId: null,
            activeModuleId: null,
            error: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf('load', event.error) }) },
      },
    },
    failed: {
      on: { 'context.refresh': { target: 'loading' } },
    },
    ready: {
      on: {
        'preview.enter': { guard: 'isNotPreviewing', actions: assign({ previewing: true }) },
        'preview.exit': { guard: 'isPreviewing', actions: [assign({ previewing: false }), 'clearSelection'] },
        'edit.start': { guard: 'isNotEditing', actions: assign({ editing: true }) },
        'edit.stop': { guard: 'isEditing', actions: [assign({ editing: false }), 'clearSelection'] },
        'module.hover': { guard: 'canHover', actions: assign({ hoveredModuleId: ({ event }) => event.id }) },
        'module.unhover': { guard: 'isHovered', actions: assign({ hoveredModuleId: null }) },
        'module.activate': {
          guard: 'canActivate',
          actions: assign({ activeModuleId: ({ event }) => event.id, mergeKey: null }),
        },
        'module.deactivate': { guard: 'hasActive', actions: assign({ activeModuleId: null, mergeKey: null }) },
        'module.add': [
          {
            guard: 'canAddBefore',
            actions: assign(({ context, event }) => ({
              ...edited(context, {
                pages: withPage(context.site?.pages ?? {}, context.pagePath, (page) => {
                  const at = page.modules.findIndex((module) => module.id === event.beforeId);
                  return { ...page, modules: [...page.modules.slice(0, at), event.module, ...page.modules.slice(at)] };
                }),
              }),
              activeModuleId: event.module.id,
            })),
          },
          {
            guard: 'canAppend',
            actions: assign(({ context, event }) => ({
              ...edited(context, {
                pages: withPage(context.site?.pages ?? {}, context.pagePath, (page) => ({
                  ...page,
                  modules: [...page.modules, event.module],
                })),
              }),
              activeModuleId: event.module.id,
            })),
          },
        ],
        'module.remove': {
          guard: 'canRemove',
          actions: assign(({ context, event }) => ({
            ...edited(context, {
              pages: withPage(context.site?.pages ?? {}, context.pagePath, (page) => ({
                ...page,
                modules: page.modules.filter((module) => module.id !== event.id),
              })),
            }),
            activeModuleId: context.activeModuleId === event.id ? null : context.activeModuleId,
            hoveredModuleId: context.hoveredModuleId === event.id ? null : context.hoveredModuleId,
          })),
        },
        'module.update': {
          guard: 'canUpdate',
          actions: assign(({ context, event }) =>
            edited(
              context,
              {
                pages: withPage(context.site?.pages ?? {}, context.pagePath, (page) => ({
                  ...page,
                  modules: page.modules.map((module) =>
                    module.id === event.id ? (mergeModule(module, event.fields) ?? module) : module,
                  ),
                })),
              },
              `update:${event.id}:${Object.keys(event.fields).sort().join(',')}`,
            ),
          ),
        },
        'history.undo': {
          guard: 'canUndo',
          actions: assign(({ context }) => {
            const entry = context.past.at(-1);
            const now = snapshotOf(context);
            if (!entry || !now) return {};
            return { ...restore(context, entry), past: context.past.slice(0, -1), future: [now, ...context.future] };
          }),
        },
        'history.redo': {
          guard: 'canRedo',
          actions: assign(({ context }) => {
            const entry = context.future[0];
            const now = snapshotOf(context);
            if (!entry || !now) return {};
            return { ...restore(context, entry), past: [...context.past, now], future: context.future.slice(1) };
          }),
        },
        'page.select': {
          guard: 'isOtherPage',
          actions: [assign({ pagePath: ({ event }) => event.path }), 'clearSelection'],
        },
        'page.update': {
          guard: 'canUpdatePage',
          actions: assign(({ context, event }) => {
            const pages = applyPageSettings(context.site?.pages ?? {}, event.path, event.settings);
            const navigation = retargetNavigation(
              context.site?.navigation ?? { items: [] },
              event.path,
              event.settings.path,
            );
            return edited(context, {
              pages,
              navigation,
              pagePath: context.pagePath === event.path ? event.settings.path : context.pagePath,
            });
          }),
        },
        'navigation.update': {
          guard: 'canUpdateNavigation',
          actions: assign(({ context, event }) => edited(context, { navigation: event.navigation })),
        },
        'context.refresh': { target: 'loading' },
        'draft.save': { guard: 'canSave', target: 'saving' },
        'draft.publish': [
          { guard: 'canSave', target: 'publishing.saving' },
          { guard: 'canPublish', target: 'publishing.releasing' },
        ],
        'version.rollback': { guard: 'isPreviewing', target: 'rollingBack' },
        'error.dismiss': { guard: 'hasError', actions: assign({ error: null }) },
      },
    },
    saving: {
      entry: assign({ error: null, mergeKey: null }),
      invoke: {
        id: 'save',
        src: 'saveDraft',
        input: ({ context }) => saveInput(context),
        onDone: {
          target: 'ready',
          actions: { type: 'markSaved', params: ({ event }) => ({ revision: event.output.revision }) },
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failureOf('save', event.error) }) },
      },
    },
    publishing: {
      entry: assign({ error: null, mergeKey: null }),
      // Entered at `saving` or `releasing` directly by draft.publish.
      initial: 'releasing',
      states: {
        // Unsaved edits are saved first, so what is published is what the page shows.
        saving: {
          invoke: {
            id: 'save',
            src: 'saveDraft',
            input: ({ context }) => saveInput(context),
            onDone: {
              target: 'releasing',
              actions: { type: 'markSaved', params: ({ event }) => ({ revision: event.output.revision }) },
            },
            onError: {
              target: '#builder.ready',
              actions: assign({ error: ({ event }) => failureOf('save', event.error) }),
            },
          },
        },
        releasing: {
          invoke: {
            id: 'publish',
            src: 'publishDraft',
            input: ({ context }) => ({ revision: context.revision ?? 0 }),
            onDone: { target: '#builder.ready', actions: assign({ published: ({ event }) => event.output }) },
            onError: {
              target: '#builder.ready',
              actions: assign({ error: ({ event }) => failureOf('publish', event.error) }),
            },
          },
        },
      },
    },
    rollingBack: {
      entry: assign({ error: null }),
      invoke: {
        id: 'rollback',
        src: 'rollBack',
        input: ({ event }) => {
          assertEvent(event, 'version.rollback');
          return { version: event.version };
        },
        // The draft restarted from that version: load it.
        onDone: { target: 'loading', actions: assign({ published: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failureOf('rollback', event.error) }) },
      },
    },
  },
});

function canAdd(context: BuilderContext, module: PageModule): boolean {
  const page = activePage(context);
  return (
    isEditMode(context) &&
    page !== undefined &&
    isModuleType(module.type) &&
    !page.modules.some((existing) => existing.id === module.id) &&
    moduleSchemas[module.type].safeParse(module).success
  );
}

function saveInput(context: BuilderContext): SaveInput {
  if (!context.site) throw new Error('Nothing loaded to save');
  return { baseRevision: context.revision ?? 0, content: siteContentOf(context.site) };
}

export type BuilderMachine = typeof builderMachine;
export type BuilderActorRef = ActorRefFrom<BuilderMachine>;
export type BuilderSnapshot = SnapshotFrom<BuilderMachine>;
