import type { PageModule } from '#contract/modules.ts';
import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { BuilderMachine, BuilderSnapshot } from './builder.machine.ts';
import { selectActivity, selectEditing, selectEditMode, selectPreviewing } from './builder.selectors.ts';
import type { BuilderEvent } from './builder.types.ts';

/*
 * Spec §4 builder rules, written apart from the machine: edit mode only when previewing AND editing,
 * one active module that is on the page, add before a given id else append then activate, remove
 * from the active page, update merges, refresh from the draft when previewing else the approved
 * context, and preview and edit entry and exit. Checked after every step of every walked path.
 */

const region = (snapshot: BuilderSnapshot, name: 'activity' | 'preview' | 'edit') => {
  const value = (snapshot.value as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : Object.keys(value as object)[0];
};
const previewing = (snapshot: BuilderSnapshot) => region(snapshot, 'preview') === 'on';
const editing = (snapshot: BuilderSnapshot) => region(snapshot, 'edit') === 'on';
const ready = (snapshot: BuilderSnapshot) => region(snapshot, 'activity') === 'ready';
const modulesOf = (snapshot: BuilderSnapshot) => snapshot.context.site?.pages[snapshot.context.pagePath]?.modules ?? [];
const ids = (modules: readonly PageModule[]) => modules.map((module) => module.id).join(',');

/** Events that change the working copy or the selection: edit mode only. */
const editEvents = new Set([
  'module.hover',
  'module.activate',
  'module.add',
  'module.remove',
  'module.update',
  'history.undo',
  'history.redo',
  'page.update',
  'navigation.update',
]);

export function builderRules({ before, event, after }: WalkStep<BuilderMachine>): void {
  const { context } = after;
  const modules = modulesOf(after);
  rule(selectEditMode(after) === (previewing(after) && editing(after)), 'edit mode is previewing AND editing');
  rule(
    selectPreviewing(after) === previewing(after) && selectEditing(after) === editing(after),
    'modes are read as states',
  );
  rule(selectActivity(after) === region(after, 'activity'), 'the activity is the activity region');
  // Only one module is active, and it is one of the page shown.
  if (context.activeModuleId !== null) {
    rule(selectEditMode(after), 'a module is active only in edit mode');
    rule(modules.filter((m) => m.id === context.activeModuleId).length === 1, 'the active module is on the page');
  }
  if (context.hoveredModuleId !== null) rule(selectEditMode(after), 'a module is hovered only in edit mode');

  // Refresh: the draft when previewing, otherwise the approved context.
  const load = (after.children as { load?: { getSnapshot(): { input?: { mode: string } } } }).load;
  if (load) {
    const mode = load.getSnapshot().input?.mode;
    rule(mode === (previewing(after) ? 'draft' : 'approved'), `loads the ${previewing(after) ? 'draft' : 'approved'}`);
  }

  if (!before || !event) {
    // It starts loading the draft, previewing, not editing.
    rule(JSON.stringify(after.value) === '{"activity":{"loading":"draft"},"preview":"on","edit":"off"}', 'start');
    return;
  }
  const sent = event as BuilderEvent | { type: string };
  const error = context.error;
  // What each effect's answer leads to.
  const outcome: Record<string, [string, string | null]> = {
    'xstate.done.actor.load': ['ready', null],
    'xstate.error.actor.load': ['failed', 'load'],
    'xstate.error.actor.save': ['ready', 'save'],
    'xstate.done.actor.publish': ['ready', null],
    'xstate.error.actor.publish': ['ready', 'publish'],
    'xstate.done.actor.rollback': ['loading', null],
    'xstate.error.actor.rollback': ['ready', 'rollback'],
    'draft.save': ['saving', null],
    'draft.publish': ['publishing', null],
    'version.rollback': ['rollingBack', null],
    'context.refresh': ['loading', before.context.error === null ? null : (before.context.error?.task ?? null)],
  };
  const want = outcome[sent.type];
  if (want) {
    rule(region(after, 'activity') === want[0], `${sent.type} leads to ${want[0]}`);
    rule((error?.task ?? null) === want[1], `${sent.type} leaves the error ${want[1] ?? 'cleared'}`);
  }
  if (sent.type === 'xstate.done.actor.save') {
    rule(['ready', 'publishing'].includes(region(after, 'activity') ?? ''), 'a save ends ready, or goes on publishing');
    rule(error === null && !JSON.stringify(after.value).includes('"saving"'), 'a save is done');
  }
  if (sent.type === 'xstate.done.actor.publish') rule(context.published !== null, 'the published version is kept');
  if (sent.type === 'xstate.done.actor.rollback') rule(context.published === null, 'a rollback forgets the publish');
  if (sent.type === 'error.dismiss') rule(error === null, 'dismissing clears the error');
  if (sent.type === 'module.deactivate') rule(context.activeModuleId === null, 'deactivating leaves none active');
  if (sent.type === 'navigation.update') {
    const { navigation } = sent as { navigation: unknown };
    rule(JSON.stringify(context.site?.navigation) === JSON.stringify(navigation), 'the navigation is replaced');
  }
  const previous = modulesOf(before);
  if (editEvents.has(sent.type)) {
    rule(selectEditMode(before) && ready(before), `${sent.type} is taken only in edit mode, with the page loaded`);
  }
  switch (sent.type) {
    case 'preview.enter':
      rule(!previewing(before) && previewing(after), 'preview.enter starts previewing');
      break;
    case 'preview.exit':
      rule(previewing(before) && !previewing(after), 'preview.exit stops previewing');
      rule(context.activeModuleId === null && context.hoveredModuleId === null, 'leaving preview selects nothing');
      break;
    case 'edit.start':
      rule(!editing(before) && editing(after), 'edit.start starts editing');
      break;
    case 'edit.stop':
      rule(editing(before) && !editing(after), 'edit.stop stops editing');
      rule(context.activeModuleId === null && context.hoveredModuleId === null, 'stopping editing selects nothing');
      break;
    case 'module.activate': {
      const { id } = sent as { id: string };
      rule(context.activeModuleId === id, 'activating makes that module the one active');
      break;
    }
    case 'module.add': {
      const { module, beforeId } = sent as { module: PageModule; beforeId: string | null };
      const at = previous.findIndex((m) => m.id === beforeId);
      const want = at < 0 ? [...previous, module] : [...previous.slice(0, at), module, ...previous.slice(at)];
      rule(ids(modules) === ids(want), `added ${at < 0 ? 'at the end' : `before ${beforeId}`}: ${ids(modules)}`);
      rule(context.activeModuleId === module.id, 'the added module is the active one');
      break;
    }
    case 'module.remove': {
      const { id } = sent as { id: string };
      rule(ids(modules) === ids(previous.filter((m) => m.id !== id)), 'removing deletes it from the active page');
      const kept = (was: string | null) => (was === id ? null : was);
      rule(context.hoveredModuleId === kept(before.context.hoveredModuleId), 'a removed module is no longer hovered');
      rule(context.activeModuleId === kept(before.context.activeModuleId), 'a removed module is no longer active');
      const others = (snapshot: BuilderSnapshot) =>
        Object.entries(snapshot.context.site?.pages ?? {}).filter(([path]) => path !== snapshot.context.pagePath);
      rule(JSON.stringify(others(after)) === JSON.stringify(others(before)), 'removing leaves other pages alone');
      break;
    }
    case 'module.update': {
      const { id, fields } = sent as { id: string; fields: Record<string, unknown> };
      const updated = modules.find((m) => m.id === id) as Record<string, unknown> | undefined;
      const old = previous.find((m) => m.id === id) as Record<string, unknown> | undefined;
      rule(id === before.context.activeModuleId, 'only the active module takes updates');
      for (const [key, value] of Object.entries(fields))
        rule(JSON.stringify(updated?.[key]) === JSON.stringify(value), `update sets ${key}`);
      for (const other of modules.filter((m) => m.id !== id))
        rule(
          JSON.stringify(other) === JSON.stringify(previous.find((m) => m.id === other.id)),
          'update changes no other module',
        );
      for (const key of Object.keys(old ?? {}).filter((k) => !(k in fields)))
        rule(JSON.stringify(updated?.[key]) === JSON.stringify(old?.[key]), `update merges: ${key} is kept`);
      break;
    }
    case 'draft.save':
    case 'draft.publish':
    case 'version.rollback':
      rule(previewing(before), `${sent.type} only while previewing the draft`);
      break;
  }
}

/** What the builder must refuse where it is: edits outside edit mode, mode changes while busy, saving out of preview. */
export function refusedBuilderEvents(snapshot: BuilderSnapshot): BuilderEvent[] {
  const modules = modulesOf(snapshot);
  const first = modules[0];
  const faq: PageModule = {
    id: 'refused-faq',
    type: 'faq',
    heading: 'Refused',
    items: [{ id: 'refused-faq-1', question: 'Taken?', answer: 'No.' }],
  };
  const edits: BuilderEvent[] = [
    { type: 'module.add', module: faq, beforeId: null },
    { type: 'navigation.update', navigation: { items: [] } },
    ...(first
      ? [
          { type: 'module.hover', id: first.id } as const,
          { type: 'module.activate', id: first.id } as const,
          { type: 'module.remove', id: first.id } as const,
        ]
      : []),
  ];
  const refused: BuilderEvent[] = [
    previewing(snapshot) ? { type: 'preview.enter' } : { type: 'preview.exit' },
    editing(snapshot) ? { type: 'edit.start' } : { type: 'edit.stop' },
    // Not on this page, or already there: nothing to do.
    { type: 'module.remove', id: 'no-such-module' },
    { type: 'module.activate', id: 'no-such-module' },
    { type: 'page.select', path: snapshot.context.pagePath },
  ];
  const { context } = snapshot;
  if (context.activeModuleId === null) refused.push({ type: 'module.deactivate' });
  if (context.error === null) refused.push({ type: 'error.dismiss' });
  if (context.revision === null) refused.push({ type: 'draft.save' }, { type: 'draft.publish' });
  if (context.hoveredModuleId !== null) refused.push({ type: 'module.hover', id: context.hoveredModuleId });
  if (context.activeModuleId !== null) refused.push({ type: 'module.activate', id: context.activeModuleId });
  const page = context.site?.pages[context.pagePath];
  if (page)
    refused.push({
      type: 'page.update',
      path: page.path,
      settings: { path: page.path, title: ' ', description: '', parentId: null },
    });
  if (!selectEditMode(snapshot)) refused.push(...edits);
  else if (first) {
    // In edit mode: a taken id, or an update to a module that is not the active one.
    refused.push({ type: 'module.add', module: { ...faq, id: first.id }, beforeId: null });
    if (snapshot.context.activeModuleId !== first.id)
      refused.push({ type: 'module.update', id: first.id, fields: { heading: 'Not active' } });
  }
  if (!previewing(snapshot))
    refused.push({ type: 'draft.save' }, { type: 'draft.publish' }, { type: 'version.rollback', version: 1 });
  if (!ready(snapshot)) {
    refused.push(...edits, { type: 'draft.save' }, { type: 'draft.publish' }, { type: 'error.dismiss' });
    refused.push(
      previewing(snapshot) ? { type: 'preview.exit' } : { type: 'preview.enter' },
      editing(snapshot) ? { type: 'edit.stop' } : { type: 'edit.start' },
    );
    if (region(snapshot, 'activity') !== 'failed') refused.push({ type: 'context.refresh' });
  }
  return refused;
}
