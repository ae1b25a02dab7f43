import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PublishResult, RollbackResult, SaveDraftResult } from '#contract/builder.ts';
import type { PageModule } from '#contract/modules.ts';
import type { RenderContext } from '#contract/website.ts';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { builderMachine } from './builder.machine.ts';
import { HISTORY_LIMIT } from './builder.history.ts';
import { applyPageSettings, mergeModule, pageSettingsAllowed } from './builder.site.ts';
import type { BuilderFailure, LoadInput, LoadOutput, SaveInput } from './builder.types.ts';
import { fixtureRevision, fixtureSite, model } from './builder.model.ts';
import { saveInput } from './builder.persistence.ts';
import {
  selectActiveModule,
  selectActiveModuleId,
  selectActivePage,
  selectActivity,
  selectEditing,
  selectEditMode,
  selectError,
  selectHoveredModuleId,
  selectIsDirty,
  selectPagePath,
  selectPreviewing,
  selectPublished,
  selectRevision,
  selectSite,
} from './builder.selectors.ts';

interface Effects {
  loads: LoadInput[];
  saves: SaveInput[];
  publishes: number[];
  rollbacks: number[];
}

/** The machine with effects that answer at once, recording what they were asked. */
function start(options: { saveFails?: BuilderFailure; loadFails?: boolean; approvedSite?: RenderContext } = {}) {
  const effects: Effects = { loads: [], saves: [], publishes: [], rollbacks: [] };
  let revision = fixtureRevision;
  const machine = builderMachine.provide({
    actors: {
      loadContext: fromPromise<LoadOutput, LoadInput>(async ({ input }) => {
        effects.loads.push(input);
        if (options.loadFails) throw { reason: 'failed', message: 'The draft could not be loaded.' };
        if (input.mode === 'approved') return { site: options.approvedSite ?? fixtureSite, revision: null };
        return { site: fixtureSite, revision };
      }),
      saveDraft: fromPromise<SaveDraftResult, SaveInput>(async ({ input }) => {
        effects.saves.push(input);
        if (options.saveFails) throw options.saveFails;
        revision = input.baseRevision + 1;
        return { revision, savedAt: '2026-03-02T09:00:00.000Z' };
      }),
      publishDraft: fromPromise<PublishResult, { revision: number }>(async ({ input }) => {
        effects.publishes.push(input.revision);
        return { version: 2, revision: input.revision, publishedAt: '2026-03-02T09:00:00.000Z' };
      }),
      rollBack: fromPromise<RollbackResult, { version: number }>(async ({ input }) => {
        effects.rollbacks.push(input.version);
        revision += 1;
        return { version: input.version, revision };
      }),
    },
  });
  const actor = createActor(machine, { input: { pagePath: '/' } }).start();
  return { actor, effects };
}

const ready = async (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => ['ready', 'failed'].includes(selectActivity(s)));

const moduleIds = (actor: ReturnType<typeof start>['actor'], path = '/') =>
  actor.getSnapshot().context.site?.pages[path]?.modules.map((module) => module.id);

const faq = (id: string): PageModule => ({
  id,
  type: 'faq',
  heading: 'Questions',
  items: [{ id: `${id}-q1`, question: 'When?', answer: 'Any time.' }],
});

async function editing(options?: Parameters<typeof start>[0]) {
  const started = start(options);
  await ready(started.actor);
  started.actor.send({ type: 'edit.start' });
  return started;
}

describe('builder machine', () => {
  it('loads the draft when previewing and the approved context otherwise (refresh)', async () => {
    const previewing = start();
    await ready(previewing.actor);
    expect(previewing.effects.loads).toEqual([{ mode: 'draft' }]);
    expect(previewing.actor.getSnapshot().context.revision).toBe(fixtureRevision);

    previewing.actor.send({ type: 'preview.exit' });
    previewing.actor.send({ type: 'context.refresh' });
    await ready(previewing.actor);
    expect(previewing.effects.loads.at(-1)).toEqual({ mode: 'approved' });
    expect(previewing.actor.getSnapshot().context.revision).toBeNull();
    // The approved context is not a draft: nothing to save or publish from it.
    expect(previewing.actor.getSnapshot().can({ type: 'draft.publish' })).toBe(false);

    previewing.actor.send({ type: 'preview.enter' });
    previewing.actor.send({ type: 'context.refresh' });
    await ready(previewing.actor);
    expect(previewing.effects.loads).toEqual([{ mode: 'draft' }, { mode: 'approved' }, { mode: 'draft' }]);
  });

  // Spec §4: refreshing reloads design, company, navigation and pages. The other tests load the same
  // site in both contexts, so only an approved site that differs in all four proves each is replaced.
  it('replaces design, company, navigation and pages with the context each refresh loads', async () => {
    const approvedSite: RenderContext = {
      ...fixtureSite,
      design: { ...fixtureSite.design, colorPrimary: '#123456' },
      company: { ...fixtureSite.company, name: 'Approved Funeral Home' },
      navigation: { items: [] },
      pages: { ...fixtureSite.pages, '/': { ...fixtureSite.pages['/']!, modules: [] } },
    };
    const { actor } = start({ approvedSite });
    await ready(actor);
    actor.send({ type: 'preview.exit' });
    actor.send({ type: 'context.refresh' });
    await ready(actor);
    expect(selectSite(actor.getSnapshot())).toEqual(approvedSite);
    actor.send({ type: 'preview.enter' });
    actor.send({ type: 'context.refresh' });
    await ready(actor);
    expect(selectSite(actor.getSnapshot())).toEqual(fixtureSite);
  });

  it('derives edit mode from previewing and editing, both required', async () => {
    const { actor } = start();
    await ready(actor);
    const editMode = () => selectEditMode(actor.getSnapshot());
    expect(editMode()).toBe(false);
    actor.send({ type: 'edit.start' });
    expect(editMode()).toBe(true);
    actor.send({ type: 'preview.exit' });
    expect(selectEditing(actor.getSnapshot())).toBe(true);
    expect(editMode()).toBe(false);
    actor.send({ type: 'preview.enter' });
    expect(editMode()).toBe(true);
    expect('editMode' in actor.getSnapshot().context).toBe(false);
    actor.send({ type: 'edit.stop' });
    expect(editMode()).toBe(false);
    actor.send({ type: 'preview.exit' });
    expect(editMode()).toBe(false);
  });

  it('hovers, activates and deactivates modules only in edit mode, one active at a time', async () => {
    const { actor } = start();
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'module.activate', id: 'burial-body' })).toBe(false);
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'module.hover', id: 'burial-body' });
    expect(actor.getSnapshot().context.hoveredModuleId).toBe('burial-body');
    actor.send({ type: 'module.unhover', id: 'burial-faq' });
    expect(actor.getSnapshot().context.hoveredModuleId).toBe('burial-body');
    actor.send({ type: 'module.unhover', id: 'burial-body' });
    expect(actor.getSnapshot().context.hoveredModuleId).toBeNull();

    actor.send({ type: 'module.activate', id: 'burial-body' });
    actor.send({ type: 'module.activate', id: 'burial-faq' });
    expect(actor.getSnapshot().context.activeModuleId).toBe('burial-faq');
    expect(selectActiveModule(actor.getSnapshot())?.type).toBe('faq');
    // A module of another page cannot be activated from this one.
    expect(actor.getSnapshot().can({ type: 'module.activate', id: 'cremation-body' })).toBe(false);

    actor.send({ type: 'edit.stop' });
    expect(actor.getSnapshot().context.activeModuleId).toBeNull();
  });

  it('adds before a given module, or appends when that id is not found, and activates the new module', async () => {
    const { actor } = await editing();
    actor.send({ type: 'module.add', module: faq('faq-1'), beforeId: 'burial-faq' });
    expect(moduleIds(actor)).toEqual(['burial-body', 'faq-1', 'burial-faq']);
    expect(actor.getSnapshot().context.activeModuleId).toBe('faq-1');

    actor.send({ type: 'module.add', module: faq('faq-2'), beforeId: 'nowhere' });
    expect(moduleIds(actor)).toEqual(['burial-body', 'faq-1', 'burial-faq', 'faq-2']);
    expect(actor.getSnapshot().context.activeModuleId).toBe('faq-2');
    actor.send({ type: 'module.add', module: faq('faq-3'), beforeId: null });
    expect(moduleIds(actor)?.at(-1)).toBe('faq-3');
  });

  it('refuses to add a module with a taken id, an unknown type or invalid content', async () => {
    const { actor } = await editing();
    const can = (module: unknown) =>
      actor.getSnapshot().can({ type: 'module.add', module: module as PageModule, beforeId: null });
    expect(can(faq('burial-body'))).toBe(false);
    expect(can({ id: 'x', type: 'carousel' })).toBe(false);
    expect(can({ ...faq('y'), heading: '' })).toBe(false);
    expect(can(faq('z'))).toBe(true);
  });

  it('removes a module from the active page, clearing it if it was active', async () => {
    const { actor } = await editing();
    actor.send({ type: 'module.activate', id: 'burial-faq' });
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    expect(moduleIds(actor)).toEqual(['burial-body']);
    expect(actor.getSnapshot().context.activeModuleId).toBeNull();
    expect(actor.getSnapshot().can({ type: 'module.remove', id: 'cremation-body' })).toBe(false);
  });

  // Spec §4 "removing deletes it from the active page": the model walk never removes a page's last
  // module (its graph key is that of removing the first of two), so this proves that case.
  it('removes the last module of the page too, leaving it empty', async () => {
    const { actor } = await editing();
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    actor.send({ type: 'module.remove', id: 'burial-body' });
    expect(moduleIds(actor)).toEqual([]);
  });

  it('merges updates into the active module only, refusing a result its schema rejects', async () => {
    const { actor } = await editing();
    const update = { type: 'module.update', id: 'burial-faq', fields: { heading: 'New words' } } as const;
    expect(actor.getSnapshot().can(update)).toBe(false);
    actor.send({ type: 'module.activate', id: 'burial-faq' });
    actor.send(update);
    expect(actor.getSnapshot().context.site?.pages['/']?.modules[1]).toMatchObject({
      id: 'burial-faq',
      type: 'faq',
      heading: 'New words',
      items: [{ id: 'burial-faq-1' }],
    });
    expect(actor.getSnapshot().can({ type: 'module.update', id: 'burial-faq', fields: { heading: '' } })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'module.update', id: 'burial-faq', fields: { items: [] } })).toBe(true);
    // Ids and types are the module's own: an update cannot change them.
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { id: 'other', type: 'hero', heading: 'Again' } });
    expect(actor.getSnapshot().context.site?.pages['/']?.modules[1]).toMatchObject({
      id: 'burial-faq',
      type: 'faq',
      heading: 'Again',
    });
  });

  it('undoes and redoes edits, typing into one field being one step', async () => {
    const { actor } = await editing();
    actor.send({ type: 'module.activate', id: 'burial-faq' });
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'H' } });
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'He' } });
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'Hello' } });
    actor.send({ type: 'module.remove', id: 'burial-body' });
    expect(actor.getSnapshot().context.past).toHaveLength(2);

    actor.send({ type: 'history.undo' });
    expect(moduleIds(actor)).toEqual(['burial-body', 'burial-faq']);
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.site?.pages['/']?.modules[1]).toMatchObject({
      heading: 'Questions about burial',
    });
    expect(actor.getSnapshot().can({ type: 'history.undo' })).toBe(false);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    // The active module survived the steps, so it stays active.
    expect(actor.getSnapshot().context.activeModuleId).toBe('burial-faq');

    actor.send({ type: 'history.redo' });
    actor.send({ type: 'history.redo' });
    expect(moduleIds(actor)).toEqual(['burial-faq']);
    expect(actor.getSnapshot().can({ type: 'history.redo' })).toBe(false);

    // A new edit after an undo drops what could have been redone.
    actor.send({ type: 'history.undo' });
    actor.send({ type: 'module.add', module: faq('faq-1'), beforeId: null });
    expect(actor.getSnapshot().can({ type: 'history.redo' })).toBe(false);
  });

  it('a different field, or another module, is a new undo step; the same fields in any order are not', async () => {
    const { actor } = await editing();
    actor.send({ type: 'module.activate', id: 'burial-faq' });
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'A', items: [] } });
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { items: [], heading: 'B' } });
    expect(actor.getSnapshot().context.past).toHaveLength(1);
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'C' } });
    expect(actor.getSnapshot().context.past).toHaveLength(2);
    actor.send({ type: 'history.undo' });
    actor.send({ type: 'history.redo' });
    expect(actor.getSnapshot().context.past).toHaveLength(2);
    expect(actor.getSnapshot().can({ type: 'history.undo' })).toBe(true);
  });

  it('renaming a page that is not shown keeps the page shown', async () => {
    const { actor } = await editing();
    actor.send({
      type: 'page.update',
      path: '/about',
      settings: { path: '/our-story', title: 'Our Story', description: '', parentId: null },
    });
    expect(selectPagePath(actor.getSnapshot())).toBe('/');
    expect(Object.keys(actor.getSnapshot().context.site?.pages ?? {})).toEqual(['/', '/our-story']);
  });

  it.each([
    ['an empty message', { reason: 'conflict', message: '' }],
    ['a network error', new TypeError('Failed to fetch')],
  ])('says the server could not be reached when a save fails with %s', async (_, failure) => {
    const { actor } = await editing({ saveFails: failure as BuilderFailure });
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    actor.send({ type: 'draft.save' });
    await ready(actor);
    expect(actor.getSnapshot().context.error).toEqual({
      task: 'save',
      reason: 'failed',
      message: 'We could not reach the server. Please check your connection and try again.',
    });
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, async () => {
    const { actor } = await editing();
    for (let n = 0; n < HISTORY_LIMIT + 5; n += 1)
      actor.send({ type: 'module.add', module: faq(`faq-${n}`), beforeId: null });
    expect(actor.getSnapshot().context.past).toHaveLength(HISTORY_LIMIT);
  });

  it('saves the draft with the revision it started from, and is clean afterwards', async () => {
    const { actor, effects } = await editing();
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(false);
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'draft.save' });
    expect(selectActivity(actor.getSnapshot())).toBe('saving');
    // Nothing can be edited while the save is under way.
    expect(actor.getSnapshot().can({ type: 'module.remove', id: 'burial-body' })).toBe(false);
    await ready(actor);
    expect(effects.saves).toHaveLength(1);
    expect(effects.saves[0]?.baseRevision).toBe(fixtureRevision);
    expect(Object.keys(effects.saves[0]?.content ?? {}).sort()).toEqual(
      ['design', 'footer', 'header', 'navigation', 'pages', 'settings'].sort(),
    );
    expect(actor.getSnapshot().context.revision).toBe(fixtureRevision + 1);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('keeps the edits and says why when a save is refused as stale', async () => {
    const conflict: BuilderFailure = { reason: 'conflict', message: 'Someone else changed the draft.' };
    const { actor } = await editing({ saveFails: conflict });
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    actor.send({ type: 'draft.save' });
    await ready(actor);
    expect(actor.getSnapshot().context.error).toEqual({ task: 'save', ...conflict });
    expect(moduleIds(actor)).toEqual(['burial-body']);
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('publishes: unsaved edits are saved first, then that revision is published', async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    actor.send({ type: 'draft.publish' });
    await waitFor(actor, (s) => selectActivity(s) === 'ready');
    expect(effects.saves).toHaveLength(1);
    expect(effects.publishes).toEqual([fixtureRevision + 1]);
    expect(actor.getSnapshot().context.published?.version).toBe(2);

    actor.send({ type: 'draft.publish' });
    await waitFor(actor, (s) => selectActivity(s) === 'ready');
    expect(effects.saves).toHaveLength(1);
    expect(effects.publishes).toEqual([fixtureRevision + 1, fixtureRevision + 1]);
  });

  it('rolls back to a version, then reloads the draft', async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    actor.send({ type: 'version.rollback', version: 1 });
    await waitFor(actor, (s) => selectActivity(s) === 'ready' && effects.loads.length === 2);
    expect(effects.rollbacks).toEqual([1]);
    expect(moduleIds(actor)).toEqual(['burial-body', 'burial-faq']);
    expect(actor.getSnapshot().context.past).toEqual([]);
  });

  it('shows a failed load and tries again on refresh', async () => {
    const { actor } = start({ loadFails: true });
    await ready(actor);
    expect(selectActivity(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error?.task).toBe('load');
    expect(actor.getSnapshot().can({ type: 'context.refresh' })).toBe(true);
  });

  it('renames a page: re-keyed, the navigation following, the page shown moving with it', async () => {
    const { actor } = await editing();
    actor.send({ type: 'page.select', path: '/about' });
    actor.send({
      type: 'page.update',
      path: '/about',
      settings: { path: '/our-story', title: 'Our Story', description: 'Since 1952', parentId: null },
    });
    const { site } = actor.getSnapshot().context;
    expect(Object.keys(site?.pages ?? {})).toEqual(['/', '/our-story']);
    expect(site?.pages['/our-story']).toMatchObject({ id: 'page-cremation', path: '/our-story', title: 'Our Story' });
    expect(site?.navigation.items[1]?.node.to).toBe('/our-story');
    expect(site?.navigation.items[0]?.node.to).toBe('/');
    expect(selectPagePath(actor.getSnapshot())).toBe('/our-story');
    actor.send({ type: 'history.undo' });
    expect(selectPagePath(actor.getSnapshot())).toBe('/about');
    expect(actor.getSnapshot().context.site?.navigation.items[1]?.node.to).toBe('/about');
  });

  it('refuses page settings that would break the tree or take another page’s path', () => {
    const pages = fixtureSite.pages;
    const about = { path: '/about', title: 'About', description: '', parentId: null };
    expect(pageSettingsAllowed(pages, '/about', { ...about, path: '/' })).toBe(false);
    expect(pageSettingsAllowed(pages, '/about', { ...about, parentId: 'page-cremation' })).toBe(false);
    expect(pageSettingsAllowed(pages, '/about', { ...about, parentId: 'page-nowhere' })).toBe(false);
    expect(pageSettingsAllowed(pages, '/about', { ...about, path: 'no-slash' })).toBe(false);
    expect(pageSettingsAllowed(pages, '/about', { ...about, parentId: 'page-burial' })).toBe(true);
    const nested = applyPageSettings(pages, '/about', { ...about, parentId: 'page-burial' });
    expect(
      pageSettingsAllowed(nested, '/', { path: '/', title: 'Burial', description: '', parentId: 'page-cremation' }),
    ).toBe(false);
  });

  it('stops walking up the parents of a tree that already loops, without calling the page part of it', () => {
    const page = (id: string, path: string, parentId: string | null) => ({
      id,
      path,
      title: id,
      description: '',
      parentId,
      position: 0,
      modules: [],
    });
    const looping = { '/a': page('a', '/a', 'b'), '/b': page('b', '/b', 'a'), '/c': page('c', '/c', null) };
    const settings = { path: '/c', title: 'c', description: '', parentId: 'a' };
    expect(pageSettingsAllowed(looping, '/c', settings)).toBe(true);
  });

  it('mergeModule keeps ids and types and drops fields set to undefined', () => {
    const hero: PageModule = { id: 'h', type: 'hero', heading: 'A', subheading: 'B' };
    expect(mergeModule(hero, { subheading: undefined })).toStrictEqual({ id: 'h', type: 'hero', heading: 'A' });
    expect(mergeModule(hero, { heading: 42 })).toBeNull();
  });
});

describe('builder selectors and housekeeping', () => {
  it('read the loaded site, its revision and the page shown', async () => {
    const { actor } = start();
    expect(selectSite(actor.getSnapshot())).toBeNull();
    expect(selectRevision(actor.getSnapshot())).toBeNull();
    await ready(actor);
    const snapshot = actor.getSnapshot();
    expect(selectSite(snapshot)).toBe(fixtureSite);
    expect(selectRevision(snapshot)).toBe(fixtureRevision);
    expect(selectActivePage(snapshot)).toBe(fixtureSite.pages['/']);
    expect(selectPreviewing(snapshot)).toBe(true);
    expect(selectError(snapshot)).toBeNull();
    expect(selectPublished(snapshot)).toBeNull();
  });

  it('read the hovered and active module, and clear the hover when that module is removed', async () => {
    const { actor } = await editing();
    actor.send({ type: 'module.hover', id: 'burial-faq' });
    actor.send({ type: 'module.activate', id: 'burial-body' });
    expect(selectHoveredModuleId(actor.getSnapshot())).toBe('burial-faq');
    expect(selectActiveModuleId(actor.getSnapshot())).toBe('burial-body');
    // Hovering the hovered module again is no change; a module of another page cannot be hovered.
    expect(actor.getSnapshot().can({ type: 'module.hover', id: 'burial-faq' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'module.hover', id: 'cremation-body' })).toBe(false);
    actor.send({ type: 'module.remove', id: 'burial-body' });
    expect(selectHoveredModuleId(actor.getSnapshot())).toBe('burial-faq');
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    expect(selectHoveredModuleId(actor.getSnapshot())).toBeNull();
  });

  it('counts a navigation change as unsaved, and a page setting that keeps the path leaves the navigation as it was', async () => {
    const { actor } = await editing();
    const navigation = actor.getSnapshot().context.site?.navigation;
    actor.send({
      type: 'page.update',
      path: '/about',
      settings: { path: '/about', title: 'About us', description: '', parentId: null },
    });
    expect(actor.getSnapshot().context.site?.navigation).toBe(navigation);
    const { actor: other } = await editing();
    other.send({
      type: 'navigation.update',
      navigation: { items: [{ node: { label: 'Home', to: '/', empty: false, hiddenHeader: false } }] },
    });
    expect(selectIsDirty(other.getSnapshot())).toBe(true);
  });

  it('clears the last error when a save starts, and reads the error once it fails again', async () => {
    const conflict: BuilderFailure = { reason: 'conflict', message: 'Someone else changed the draft.' };
    const { actor } = await editing({ saveFails: conflict });
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    actor.send({ type: 'draft.save' });
    await ready(actor);
    expect(selectError(actor.getSnapshot())).toEqual({ task: 'save', ...conflict });
    expect(actor.getSnapshot().can({ type: 'error.dismiss' })).toBe(true);
    actor.send({ type: 'draft.save' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    await ready(actor);
    expect(selectError(actor.getSnapshot())).toEqual({ task: 'save', ...conflict });
  });

  it('offers no error to dismiss when there is none', async () => {
    const { actor } = start();
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'error.dismiss' })).toBe(false);
  });

  it('starts a new undo step for the same field after a save', async () => {
    const { actor } = await editing();
    actor.send({ type: 'module.activate', id: 'burial-faq' });
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'Questions?' } });
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'Questions??' } });
    expect(actor.getSnapshot().context.past).toHaveLength(1);
    actor.send({ type: 'draft.save' });
    await ready(actor);
    actor.send({ type: 'module.update', id: 'burial-faq', fields: { heading: 'Your questions' } });
    expect(actor.getSnapshot().context.past).toHaveLength(2);
  });

  it('clears the error when a rollback starts and forgets the published version after it', async () => {
    const conflict: BuilderFailure = { reason: 'conflict', message: 'Someone else changed the draft.' };
    const { actor, effects } = await editing({ saveFails: conflict });
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    actor.send({ type: 'draft.save' });
    await ready(actor);
    actor.send({ type: 'version.rollback', version: 1 });
    expect(selectError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => selectActivity(s) === 'ready' && effects.loads.length === 2);

    const published = await editing();
    published.actor.send({ type: 'draft.publish' });
    await waitFor(published.actor, (s) => selectPublished(s) !== null);
    published.actor.send({ type: 'version.rollback', version: 1 });
    await waitFor(published.actor, (s) => selectActivity(s) === 'ready' && published.effects.loads.length === 2);
    expect(selectPublished(published.actor.getSnapshot())).toBeNull();
  });

  it('offers no saving or publishing of the approved site, which has no draft revision', async () => {
    const { actor, effects } = start();
    await ready(actor);
    actor.send({ type: 'preview.exit' });
    actor.send({ type: 'context.refresh' });
    await waitFor(actor, (s) => selectActivity(s) === 'ready' && effects.loads.length === 2);
    expect(effects.loads.at(-1)).toEqual({ mode: 'approved' });
    actor.send({ type: 'preview.enter' });
    expect(selectRevision(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().can({ type: 'draft.publish' })).toBe(false);
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'module.remove', id: 'burial-faq' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'draft.publish' })).toBe(false);
  });

  it('never builds a save before anything is loaded', () => {
    const { actor } = start();
    expect(() => saveInput(actor.getSnapshot().context)).toThrow('Nothing loaded to save');
  });
});

describeModelWalk(model);
