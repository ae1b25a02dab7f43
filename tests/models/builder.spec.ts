import type { Page, Route } from '@playwright/test';
import { initialTransition, transition, type EventObject } from 'xstate';
import { describePath, transitionKey } from '#machines/model-walk/labels.ts';
import { edgeWalks, unwalkedEdges } from '#machines/model-walk/edge-walks.ts';
import { planWalk } from '#machines/model-walk/walk-plan.ts';
import { builderMachine, type BuilderSnapshot } from '#machines/builder/builder.machine.ts';
import { demoPathOf, model } from '#machines/builder/builder.model.ts';
import {
  selectActivity,
  selectEditing,
  selectEditMode,
  selectPreviewing,
} from '#machines/builder/builder.selectors.ts';
import { activePage, isDirty } from '#machines/builder/builder.site.ts';
import type { BuilderEvent } from '#machines/builder/builder.types.ts';
import { moduleEditors } from '#src/lib/modules/editors.ts';
import { editorPanel, openPreviewSignedIn, previewBar, previewStatus, staffToken } from '../e2e/builder-support.ts';
import { expect, test } from '../e2e/fixtures.ts';

/*
 * The builder machine's model paths (machines/builder/builder.model.ts, the same ones its unit
 * test and `npm run test:model` walk), driven in Chromium against the running app. Each event is
 * a gesture; each state is checked on screen. The effects' results are the real server's: a
 * request is held while the path sits in a busy state, then let through for `xstate.done.actor.*`
 * or answered with a failure for `xstate.error.actor.*`. The fixture's two pages are the demo's
 * /services/burial and /services/cremation, which have the same modules. Each path walks its own
 * company's site (tests/fixtures/company.ts), so saving, publishing or rolling back touches no other.
 */

type Gate = 'load' | 'save' | 'publish' | 'rollback';

/** Holds the builder's requests so a path can look at the busy state before the result arrives. */
class Gates {
  private held = new Map<Gate, Route[]>();
  private draftReads = 0;

  async install(page: Page) {
    await page.route('**/api/web/render-context/draft', (route) => {
      this.draftReads += 1;
      // The first read is the page's own (the root route's loader); the builder's come after.
      if (this.draftReads === 1) return route.continue();
      this.hold('load', route);
    });
    await page.route('**/api/web/builder/draft', (route) =>
      route.request().method() === 'PUT' ? this.hold('save', route) : route.continue(),
    );
    await page.route('**/api/web/builder/publish', (route) => this.hold('publish', route));
    await page.route('**/api/web/builder/versions/*/rollback', (route) => this.hold('rollback', route));
  }

  private hold(gate: Gate, route: Route) {
    this.held.set(gate, [...(this.held.get(gate) ?? []), route]);
  }

  async take(gate: Gate): Promise<Route> {
    await expect.poll(() => this.held.get(gate)?.length ?? 0, { message: `a held ${gate} request` }).toBeGreaterThan(0);
    const [route, ...rest] = this.held.get(gate) ?? [];
    this.held.set(gate, rest);
    if (!route) throw new Error(`no ${gate} request`);
    return route;
  }
}

const gateOf: Record<string, Gate> = {
  'xstate.done.actor.load': 'load',
  'xstate.error.actor.load': 'load',
  'xstate.done.actor.save': 'save',
  'xstate.error.actor.save': 'save',
  'xstate.done.actor.publish': 'publish',
  'xstate.error.actor.publish': 'publish',
  'xstate.done.actor.rollback': 'rollback',
  'xstate.error.actor.rollback': 'rollback',
};

const failures: Record<Gate, { status: number; body: unknown }> = {
  load: { status: 503, body: { status: 503, message: 'Service Unavailable' } },
  save: {
    status: 409,
    body: {
      status: 409,
      message: 'Conflict',
      issues: [{ path: 'baseRevision', message: 'Someone else changed the draft.' }],
    },
  },
  publish: { status: 503, body: { status: 503, message: 'Service Unavailable' } },
  rollback: { status: 503, body: { status: 503, message: 'Service Unavailable' } },
};

const frames = (page: Page) => page.locator('[data-builder-module]');
const barButton = (page: Page, name: string | RegExp) => previewBar(page).getByRole('button', { name, exact: true });
const indexOf = (snapshot: BuilderSnapshot, id: string) =>
  activePage(snapshot.context)?.modules.findIndex((module) => module.id === id) ?? -1;

/** The gesture a person makes for each event (keyboard where the mouse would disturb hovering). */
async function perform(page: Page, gates: Gates, event: EventObject, before: BuilderSnapshot) {
  const gate = gateOf[event.type];
  if (gate) {
    const route = await gates.take(gate);
    if (event.type.startsWith('xstate.done.')) {
      await route.continue();
      return;
    }
    const fail = (held: Route) =>
      held.fulfill({
        status: failures[gate].status,
        contentType: 'application/json',
        body: JSON.stringify(failures[gate].body),
      });
    await fail(route);
    // Spec §7: a failed GET is asked once more before the client gives up; it fails the same way.
    if (gate === 'load') await fail(await gates.take('load'));
    return;
  }
  const payload = event as EventObject & { id?: string; path?: string; beforeId?: string | null };
  switch (event.type) {
    case 'preview.exit':
      await barButton(page, 'Leave preview').press('Enter');
      await expect(page).not.toHaveURL(/preview=true/);
      return;
    case 'preview.enter':
      await page.goBack();
      await expect(page).toHaveURL(/preview=true/);
      return;
    case 'edit.start':
    case 'edit.stop':
      await barButton(page, 'Edit').press('Enter');
      return;
    case 'module.hover': {
      const frame = frames(page).nth(indexOf(before, payload.id ?? ''));
      await frame.scrollIntoViewIfNeeded();
      const box = await frame.boundingBox();
      if (!box) throw new Error('module not on screen');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height - 8);
      return;
    }
    case 'module.unhover':
      await page.mouse.move(5, 5);
      return;
    case 'module.activate':
      await frames(page)
        .nth(indexOf(before, payload.id ?? ''))
        .getByRole('button', { name: /^Edit / })
        .press('Enter');
      return;
    case 'module.deactivate':
      await editorPanel(page).getByRole('button', { name: 'Close editor' }).press('Enter');
      return;
    case 'module.remove':
      await frames(page)
        .nth(indexOf(before, payload.id ?? ''))
        .getByRole('button', { name: /^Remove / })
        .press('Enter');
      return;
    case 'module.add': {
      const before_ = payload.beforeId ? indexOf(before, payload.beforeId) : -1;
      if (before_ >= 0) {
        await frames(page)
          .nth(before_)
          .getByRole('button', { name: /^Add a module above/ })
          .press('Enter');
      } else {
        await barButton(page, 'Add module at end').press('Enter');
      }
      const dialog = page.getByRole('dialog', { name: /^Add a module/ });
      await dialog.getByLabel('Module type').selectOption({ label: 'FAQ' });
      await dialog.getByRole('button', { name: 'Add module' }).press('Enter');
      await expect(dialog).toHaveCount(0);
      return;
    }
    case 'module.update':
      await editorPanel(page).getByLabel('Heading', { exact: true }).fill('Changed by staff');
      return;
    case 'history.undo':
      await barButton(page, 'Undo').press('Enter');
      return;
    case 'history.redo':
      await barButton(page, 'Redo').press('Enter');
      return;
    case 'page.select':
      await previewBar(page)
        .getByLabel('Page')
        .selectOption(demoPathOf[payload.path ?? '/'] ?? '/');
      return;
    case 'page.update': {
      await barButton(page, 'Page settings').press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Page settings/ });
      const title = dialog.getByLabel('Title', { exact: true });
      await title.fill(`${await title.inputValue()} (edited)`);
      await dialog.getByRole('button', { name: 'Apply to the draft' }).press('Enter');
      await expect(dialog).toHaveCount(0);
      return;
    }
    case 'navigation.update': {
      await barButton(page, 'Navigation').press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Navigation' });
      await dialog.getByLabel('Label').first().fill('Home page');
      await dialog.getByRole('button', { name: 'Apply to the draft' }).press('Enter');
      await expect(dialog).toHaveCount(0);
      return;
    }
    case 'context.refresh':
      await barButton(page, 'Reload draft').press('Enter');
      return;
    case 'draft.save':
      await barButton(page, 'Save draft').press('Enter');
      return;
    case 'draft.publish':
      await barButton(page, 'Publish').press('Enter');
      return;
    case 'version.rollback': {
      await barButton(page, 'Versions').press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Published versions' });
      await dialog.getByRole('button', { name: /^(Roll back to|Reset the draft to) version 1$/ }).press('Enter');
      await expect(dialog).toHaveCount(0);
      return;
    }
    case 'error.dismiss':
      await previewBar(page).getByRole('alert').getByRole('button', { name: 'Dismiss' }).press('Enter');
      return;
    default:
      throw new Error(`No gesture for ${event.type}`);
  }
}

function statusText(snapshot: BuilderSnapshot): string | RegExp {
  switch (selectActivity(snapshot)) {
    case 'loading':
      return 'Loading the draft…';
    case 'failed':
      return 'The draft could not be loaded.';
    case 'saving':
      return 'Saving the draft…';
    case 'publishing':
      return 'Publishing…';
    case 'rollingBack':
      return 'Rolling back…';
    case 'ready':
      if (isDirty(snapshot.context)) return 'You are seeing the draft, with unsaved changes.';
      if (snapshot.context.published) return /^You are seeing the draft\. Version \d+ is published\.$/;
      return 'You are seeing the draft. Every change is saved.';
  }
}

/** What the screen must show for a state of the machine. */
async function expectScreen(page: Page, expected: BuilderSnapshot) {
  const { context } = expected;
  const path = demoPathOf[context.pagePath] ?? context.pagePath;
  if (!selectPreviewing(expected)) {
    await expect(previewBar(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    return;
  }
  await expect(previewStatus(page)).toHaveText(statusText(expected));
  await expect(barButton(page, 'Edit')).toHaveAttribute('aria-pressed', String(selectEditing(expected)));
  if (!['ready', 'failed'].includes(selectActivity(expected))) return;

  await expect(page).toHaveURL(new RegExp(`${path}\\?preview=true$`));
  const modules = activePage(context)?.modules ?? [];
  if (selectEditMode(expected)) {
    await expect
      .poll(() => frames(page).evaluateAll((all) => all.map((frame) => frame.getAttribute('data-module-type'))))
      .toEqual(modules.map((module) => module.type));
  } else {
    await expect(frames(page)).toHaveCount(0);
  }
  const hovered = context.hoveredModuleId === null ? -1 : indexOf(expected, context.hoveredModuleId);
  if (hovered >= 0) await expect(frames(page).nth(hovered)).toHaveAttribute('data-hovered', 'true');
  else await expect(page.locator('[data-builder-module][data-hovered="true"]')).toHaveCount(0);

  const active = modules.find((module) => module.id === context.activeModuleId);
  if (active)
    await expect(
      editorPanel(page).getByRole('heading', { name: `Edit ${moduleEditors[active.type].label}` }),
    ).toBeVisible();
  else await expect(page.locator('#builder-editor-panel')).toHaveCount(0);

  await expect(previewBar(page).getByRole('alert')).toHaveCount(context.error ? 1 : 0);
  for (const [name, event] of [
    ['Undo', { type: 'history.undo' }],
    ['Redo', { type: 'history.redo' }],
    ['Save draft', { type: 'draft.save' }],
  ] as const) {
    if (expected.can(event)) await expect(barButton(page, name)).toBeEnabled();
    else await expect(barButton(page, name)).toBeDisabled();
  }
}

const unitPlan = planWalk(model);

/**
 * Out of preview the preview bar is gone, so the only gesture is coming back (Back). The model also
 * refreshes there (spec §4: then the approved context loads); those paths are the unit walk's alone.
 */
function inBrowserReach(path: (typeof unitPlan.paths)[number]): boolean {
  let snapshot = initialTransition(builderMachine, { pagePath: '/' })[0] as BuilderSnapshot;
  for (const { event } of path.steps.slice(1)) {
    if (!selectPreviewing(snapshot) && event.type !== 'preview.enter') return false;
    snapshot = transition(builderMachine, snapshot, event as BuilderEvent)[0] as BuilderSnapshot;
  }
  return true;
}

/** Every graph edge of the paths in the browser's reach, in a few long walks (decision 0060). */
const reachable = { model: unitPlan.model, paths: unitPlan.paths.filter(inBrowserReach) };
const walks = edgeWalks(reachable, {
  canTake: (snapshot, event) => selectPreviewing(snapshot as BuilderSnapshot) || event.type === 'preview.enter',
});
const plan = {
  paths: walks,
  /** The (state, event, state) transitions of the reachable paths: what the walks must show on screen. */
  get transitions() {
    return new Set(
      reachable.paths.flatMap((path) => {
        let snapshot = initialTransition(builderMachine, { pagePath: '/' })[0] as BuilderSnapshot;
        return path.steps.slice(1).map(({ event }) => {
          const next = transition(builderMachine, snapshot, event as BuilderEvent)[0] as BuilderSnapshot;
          const key = transitionKey(snapshot.value, event.type, next.value);
          snapshot = next;
          return key;
        });
      }),
    );
  },
};
/** (state, event, state) steps this worker has driven in the browser and seen on screen. */
const walked = new Set<string>();
const pathsDone = new Set<string>();

test.describe('builder machine paths in the browser', () => {
  // One worker walks every path: the afterAll check below counts what this worker saw.
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  // The failures the walk provokes on purpose are logged by the browser.
  test.use({ expectedConsoleErrors: [/status of (409|503)/] });

  // Like `npm run test:model`, but for what the browser showed: every transition of the graph.
  test.afterAll(() => {
    if (pathsDone.size < plan.paths.length) return; // a filtered run (-g) or a failed path, reported on its own
    const missing = [...plan.transitions].filter((key) => !walked.has(key));
    console.log(
      `builder (browser): ${plan.transitions.size - missing.length}/${plan.transitions.size} transitions walked; ${pathsDone.size} paths`,
    );
    expect(missing).toEqual([]);
  });

  test('the walks below take every edge of the reachable paths', () => {
    expect(unwalkedEdges(reachable, walks)).toEqual([]);
  });

  for (const [index, path] of plan.paths.entries()) {
    const events = path.steps.slice(1).map((step) => step.event);
    test(`walk ${index + 1}: ${describePath(path)}`, async ({ page, request, company }) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const token = await staffToken(request, company.staff);
      const walk = async () => {
        const gates = new Gates();
        await gates.install(page);
        let expected = initialTransition(builderMachine, { pagePath: '/' })[0] as BuilderSnapshot;
        await openPreviewSignedIn(page, token, demoPathOf['/']);
        await page.mouse.move(5, 5);
        await expectScreen(page, expected);
        for (const [step, event] of events.entries()) {
          // A long walk's report names the step that failed.
          await test.step(`step ${step + 1}: ${event.type}`, async () => {
            await perform(page, gates, event, expected);
            // Actor results (xstate.done/error.actor.*) are events too, as the walk sends them.
            const next = transition(builderMachine, expected, event as BuilderEvent)[0] as BuilderSnapshot;
            await expectScreen(page, next);
            walked.add(transitionKey(expected.value, event.type, next.value));
            expected = next;
          });
        }
        pathsDone.add(`walk ${index + 1}`);
      };
      await walk();
    });
  }
});
