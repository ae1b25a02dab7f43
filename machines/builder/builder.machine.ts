import { and, assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import type { ActorRefFrom, DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import type { PublishResult, RollbackResult, SaveDraftResult } from '#contract/builder.ts';
import { addModule, removeModule, updateModule, updateNavigation, updatePage } from './builder.edits.ts';
import { redone, undone } from './builder.history.ts';
import { activate, hover, noSelection, selectPage } from './builder.selection.ts';
import { failureOf, loaded, savedAs, saveInput } from './builder.persistence.ts';
import * as editGuards from './builder.guards.ts';
import type {
  BuilderContext,
  BuilderEvent,
  BuilderInput,
  BuilderTask,
  LoadInput,
  LoadOutput,
  SaveInput,
} from './builder.types.ts';

/** An effect that failed: its task and error are recorded (`fail`), then `target`. */
const failTo = (target: string, task: BuilderTask) => ({
  target,
  actions: { type: 'fail' as const, params: ({ event }: { event: ErrorActorEvent }) => ({ task, error: event.error }) },
});

/** Spec §4: load the draft or the approved render context, then ready (or failed). */
const loadState = (mode: LoadInput['mode']) => ({
  invoke: {
    id: 'load',
    src: 'loadContext' as const,
    input: { mode },
    onDone: {
      target: '#builder.activity.ready',
      actions: { type: 'load' as const, params: ({ event }: { event: DoneActorEvent<LoadOutput> }) => event.output },
    },
    onError: failTo('#builder.activity.failed', 'load'),
  },
});

/** Save the working copy with the revision it started from, then `savedTarget`; a failure is shown in ready. */
const saveState = (savedTarget: string) => ({
  invoke: {
    id: 'save',
    src: 'saveDraft' as const,
    input: ({ context }: { context: BuilderContext }) => saveInput(context),
    onDone: {
      target: savedTarget,
      actions: {
        type: 'markSaved' as const,
        params: ({ event }: { event: DoneActorEvent<SaveDraftResult> }) => ({ revision: event.output.revision }),
      },
    },
    onError: failTo('#builder.activity.ready', 'save'),
  },
});

/**
 * Spec §4 website builder, as three parallel regions: `activity` (loading, ready, saving,
 * publishing, rolling back), `preview` (on/off) and `edit` (on/off). Edit mode is the state
 * `{ preview: 'on', edit: 'on' }` (see selectEditMode), so the graph walk visits it. One module is
 * active at a time; adding inserts before a given module id (appending when it is not on the page)
 * and activates the new module; removing deletes it from the active page; updating merges fields
 * into it. Refreshing reloads from the draft when previewing, else from the approved context.
 */
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
    isReady: stateIn('#builder.activity.ready'),
    isPreviewing: stateIn('#builder.preview.on'),
    /** Edits need the page loaded and shown as the draft: with `edit.on`, that is edit mode. */
    canEdit: and([stateIn('#builder.activity.ready'), stateIn('#builder.preview.on')]),
    ...editGuards,
  },
  actions: {
    clearSelection: assign(noSelection),
    hover: assign(hover),
    activate: assign(activate),
    addModule: assign(addModule),
    removeModule: assign(removeModule),
    updateModule: assign(updateModule),
    undo: assign(({ context }) => undone(context)),
    redo: assign(({ context }) => redone(context)),
    selectPage: assign(selectPage),
    updatePage: assign(updatePage),
    updateNavigation: assign(updateNavigation),
    load: assign((_, output: LoadOutput) => loaded(output)),
    markSaved: assign(({ context }, params: { revision: number }) => savedAs(context, params.revision)),
    fail: assign((_, params: { task: BuilderTask; error: unknown }) => ({
      error: failureOf(params.task, params.error),
    })),
    startTask: assign({ error: null, mergeKey: null }),
  },
}).createMachine({
  id: 'builder',
  type: 'parallel',
  context: ({ input }) => ({
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
  states: {
    activity: {
      initial: 'loading',
      states: {
        loading: {
          initial: 'choosing',
          states: {
            // Spec §4: the draft context when previewing, otherwise the approved one.
            choosing: { always: [{ guard: 'isPreviewing', target: 'draft' }, { target: 'approved' }] },
            draft: loadState('draft'),
            approved: loadState('approved'),
          },
        },
        failed: { on: { 'context.refresh': { target: 'loading' } } },
        ready: {
          on: {
            'page.select': { guard: 'isOtherPage', actions: 'selectPage' },
            'context.refresh': { target: 'loading' },
            'draft.save': { guard: and(['isPreviewing', 'hasUnsavedDraft']), target: 'saving' },
            'draft.publish': [
              { guard: and(['isPreviewing', 'hasUnsavedDraft']), target: 'publishing.saving' },
              { guard: and(['isPreviewing', 'hasDraft']), target: 'publishing.releasing' },
            ],
            'version.rollback': { guard: 'isPreviewing', target: 'rollingBack' },
            'error.dismiss': { guard: 'hasError', actions: assign({ error: null }) },
          },
        },
        saving: { entry: 'startTask', ...saveState('#builder.activity.ready') },
        publishing: {
          entry: 'startTask',
          // Entered at `saving` or `releasing` directly by draft.publish.
          initial: 'releasing',
          states: {
            // Unsaved edits are saved first, so what is published is what the page shows.
            saving: saveState('releasing'),
            releasing: {
              invoke: {
                id: 'publish',
                src: 'publishDraft',
                input: ({ context }) => ({ revision: context.revision ?? 0 }),
                onDone: {
                  target: '#builder.activity.ready',
                  actions: assign({ published: ({ event }) => event.output }),
                },
                onError: failTo('#builder.activity.ready', 'publish'),
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
            onError: failTo('#builder.activity.ready', 'rollback'),
          },
        },
      },
    },
    preview: {
      initial: 'on',
      states: {
        on: { on: { 'preview.exit': { guard: 'isReady', target: 'off', actions: 'clearSelection' } } },
        off: { on: { 'preview.enter': { guard: 'isReady', target: 'on' } } },
      },
    },
    edit: {
      initial: 'off',
      states: {
        off: { on: { 'edit.start': { guard: 'isReady', target: 'on' } } },
        // Edit mode is this state while previewing: every edit is guarded by `canEdit`.
        on: {
          on: {
            'edit.stop': { guard: 'isReady', target: 'off', actions: 'clearSelection' },
            'module.hover': { guard: and(['canEdit', 'canHover']), actions: 'hover' },
            'module.unhover': { guard: and(['canEdit', 'isHovered']), actions: assign({ hoveredModuleId: null }) },
            'module.activate': { guard: and(['canEdit', 'canActivate']), actions: 'activate' },
            'module.deactivate': {
              guard: and(['canEdit', 'hasActive']),
              actions: assign({ activeModuleId: null, mergeKey: null }),
            },
            'module.add': { guard: and(['canEdit', 'canAdd']), actions: 'addModule' },
            'module.remove': { guard: and(['canEdit', 'canRemove']), actions: 'removeModule' },
            'module.update': { guard: and(['canEdit', 'canUpdate']), actions: 'updateModule' },
            'history.undo': { guard: and(['canEdit', 'canUndo']), actions: 'undo' },
            'history.redo': { guard: and(['canEdit', 'canRedo']), actions: 'redo' },
            'page.update': { guard: and(['canEdit', 'canUpdatePage']), actions: 'updatePage' },
            'navigation.update': { guard: 'canEdit', actions: 'updateNavigation' },
          },
        },
      },
    },
  },
});

export type BuilderMachine = typeof builderMachine;
export type BuilderActorRef = ActorRefFrom<BuilderMachine>;
export type BuilderSnapshot = SnapshotFrom<BuilderMachine>;
