import type { Page } from '@playwright/test';
import { initialTransition, transition, type EventObject } from 'xstate';
import { formatMoney } from '#contract/money.ts';
import { unwalkedTransitions } from '#machines/model-walk/covering-paths.ts';
import { transitionWalks } from '#machines/model-walk/edge-walks.ts';
import { describePath } from '#machines/model-walk/labels.ts';
import { planWalk } from '#machines/model-walk/walk-plan.ts';
import type { ArrangementSnapshot } from '#machines/arrangement/arrangement.machine.ts';
import { model, modelInput } from '#machines/arrangement/arrangement.model.ts';
import {
  modelCase,
  modelCatalog,
  modelPackages,
  modelPurchaser,
  modelVariants,
} from '#machines/arrangement/arrangement.model-fixtures.ts';
import {
  canFinish,
  lineLabel,
  lineChosen,
  lineMissing,
  missingSteps,
  runningTotal,
  visibleCategories,
} from '#machines/arrangement/arrangement.rules.ts';
import { purchaserFields } from '#src/features/arrangements/purchaser-fields.ts';
import { signIn } from '../e2e/family-case-steps.ts';
import { expect, test } from '../e2e/fixtures.ts';
import {
  expectedRequest,
  heldRequestPolls,
  MODEL_DECEDENT,
  REFUSED,
  serveModelFuneralHome,
  type ActorId,
} from './arrangement-model-server.ts';

/*
 * The arrangement machine's model (machines/arrangement/arrangement.model.ts), walked in Chromium.
 * Its graph has hundreds of paths (each way of reaching each transition) and 966 edges; the browser
 * takes every (state, event, state) transition in a few long walks (transitionWalks, decision 0060:
 * from where the walk stands, the nearest transition not yet taken), while `npm run test:model`
 * walks every path. Each event is a real click or keystroke on the arrangements pages, each actor's
 * answer is the held request answered as the model answers it, and after every step the screen is
 * checked against the machine's own transition of the same events. The session is a family member's
 * of the test's own company (the `family` fixture); the case the pages show is the model's, served by
 * the stub.
 */

const plan = planWalk(model);
const walks = transitionWalks(plan);
type Path = (typeof walks)[number];
const eventsOf = (path: Path) => path.steps.slice(1).map((step) => step.event as EventObject & Record<string, unknown>);

const CASE_PATH = `/family-portal/${modelCase.id}/${modelCase.nameSlug}`;

/** The arrangements page the browser is on (or the case home, on the way back to them). */
type Where = 'packages' | 'selections' | 'details' | 'review';

const headingOf: Record<Where, string> = {
  packages: 'Packages',
  selections: 'Selections',
  details: 'The purchaser',
  review: 'Review and sign',
};

/** Opens the arrangements page `where` by its tab (the review by its link), unless the walker is on it. */
async function goTo(walker: Walker, where: Where) {
  const { page } = walker;
  if (walker.where !== where) {
    const tabs = page.getByRole('navigation', { name: 'Arrangement' });
    const link =
      where === 'review'
        ? page.getByRole('link', { name: 'Review and sign' })
        : tabs.getByRole('link', { name: headingOf[where] === 'The purchaser' ? 'Details' : headingOf[where] });
    await link.click();
    walker.where = where;
  }
  await expect(page.getByRole('heading', { level: 3, name: headingOf[where] })).toBeVisible();
}

/** The actor a state invokes (its request is what the browser must be waiting on). */
const invokedIn: Partial<Record<string, ActorId>> = {
  loading: 'load',
  syncingPackage: 'selectPackage',
  loadingItems: 'loadItems',
  addingLine: 'addLine',
  changingLine: 'changeLine',
  removingLine: 'removeLine',
  savingDetails: 'saveDetails',
  submitting: 'submitContract',
};

const inputOf = (snapshot: ArrangementSnapshot, actor: ActorId) =>
  (snapshot.children as Record<string, { getSnapshot(): { input?: unknown } } | undefined>)[actor]!.getSnapshot()
    .input as Record<string, unknown>;

/** The radio that makes a line.change's choice: a variant of the line's item, or the selector's item. */
function choiceName(body: { itemId: number; variantId: number | null }) {
  const variant = body.variantId === null ? undefined : modelVariants[body.itemId];
  if (variant) return `${variant.name}, ${formatMoney(variant.priceCents)}`;
  const item = modelCatalog.find((candidate) => candidate.id === body.itemId)!;
  return `${item.name}, ${item.priceCents === null ? 'price to be confirmed' : formatMoney(item.priceCents)}`;
}

interface Walker {
  page: Page;
  server: Awaited<ReturnType<typeof serveModelFuneralHome>>;
  where: Where;
}

/** The gesture that sends `event` from the screen `before` shows. */
async function perform(walker: Walker, event: EventObject & Record<string, unknown>, before: ArrangementSnapshot) {
  const { page, server } = walker;
  const answered = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (answered) {
    const actor = answered[2] as ActorId;
    const request = expectedRequest(actor, inputOf(before, actor));
    return answered[1] === 'done' ? server.succeed(actor, request, event.output) : server.fail(actor, request);
  }
  switch (event.type) {
    case 'package.choose': {
      const chosen = modelPackages.find((pkg) => pkg.packageId === event.packageId)!;
      await goTo(walker, 'packages');
      return page.getByRole('button', { name: `Choose ${chosen.name}` }).click();
    }
    case 'line.change':
      await goTo(walker, 'selections');
      // A click, not check(): the radio shows the server's answer, which the walk holds back.
      return page.getByRole('radio', { name: choiceName(event.body as never) }).click();
    case 'line.add': {
      const item = modelCatalog.find((candidate) => candidate.id === (event.body as { itemId: number }).itemId)!;
      await goTo(walker, 'selections');
      return page.getByRole('button', { name: `Add ${item.name}` }).click();
    }
    case 'line.remove':
      await goTo(walker, 'selections');
      return page.getByRole('button', { name: /^Remove / }).click();
    case 'details.save':
      await goTo(walker, 'details');
      for (const field of purchaserFields) {
        const value = (modelPurchaser as Record<string, string>)[field.name];
        if (value !== undefined) await page.getByLabel(`${field.label} (required)`, { exact: true }).fill(value);
      }
      return page.getByRole('button', { name: 'Save the purchaser' }).click();
    case 'contract.submit': {
      const signature = event.signature as { fullName: string; consent: boolean };
      await goTo(walker, 'review');
      await page.getByLabel("Type the purchaser's full name").fill(signature.fullName);
      if (signature.consent) await page.getByLabel(/agree to sign it electronically/).check();
      return page.getByRole('button', { name: 'Sign the statement' }).click();
    }
    case 'arrangement.reload': {
      if (before.matches('failed')) return page.getByRole('button', { name: 'Try again' }).click();
      // Coming back to the arrangements from the case home reads them again.
      const caseNav = page.getByRole('navigation', { name: `Arrangements for ${MODEL_DECEDENT}` });
      await caseNav.getByRole('link', { name: 'Home' }).click();
      // Arrived (the case home's own content), so going on is a new arrival, not a changed mind.
      await expect(page.getByRole('region', { name: 'Where you stand' })).toBeVisible();
      await expect(page).toHaveURL(CASE_PATH);
      await caseNav.getByRole('link', { name: 'Arrangements' }).click();
      walker.where = 'packages';
      return;
    }
    default:
      throw new Error(`no gesture for ${event.type}`);
  }
}

const textCount = (page: Page, text: string | RegExp) => page.getByText(text, { exact: true });

/** What the screen must show for a snapshot, on the page the walker is on. */
async function expectScreen(walker: Walker, snapshot: ArrangementSnapshot) {
  const { page, server } = walker;
  const { context } = snapshot;
  const a = context.arrangement;
  const state = String(snapshot.value);
  const invoked = invokedIn[state];
  const signed = a?.signedAt != null;

  // The request the state waits on is the one (and only one) the page has sent.
  await expect
    .poll(server.pending, { message: `waiting in ${state}`, intervals: heldRequestPolls })
    .toEqual(invoked ? [invoked] : []);
  await expect(textCount(page, 'Loading your arrangement…')).toHaveCount(state === 'loading' ? 1 : 0);
  const saving = invoked !== undefined && state !== 'loading' && state !== 'submitting';
  await expect(textCount(page, 'Saving…')).toHaveCount(saving ? 1 : 0);
  await expect(textCount(page, 'Your arrangement could not be loaded.')).toHaveCount(state === 'failed' ? 1 : 0);
  // A refused change is said in the server's words until the next change.
  if (context.editError !== null) expect(context.editError).toBe(REFUSED);
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toHaveCount(context.editError ? 1 : 0);
  await expect(page.getByText(/^Signed on .+\. This arrangement can no longer be changed\.$/)).toHaveCount(
    signed ? 1 : 0,
  );
  if (state === 'failed' || a === null) return;

  switch (walker.where) {
    case 'packages':
      for (const pkg of modelPackages) {
        const card = page.getByRole('article', { name: pkg.name });
        const chosen = context.chosenPackageId === pkg.packageId;
        await expect(card.getByText('Your chosen package')).toHaveCount(chosen ? 1 : 0);
        await expect(card.getByRole('button', { name: `Choose ${pkg.name}` })).toHaveCount(chosen || signed ? 0 : 1);
      }
      return;
    case 'selections': {
      const shown = visibleCategories(a);
      await expect(page.getByRole('heading', { level: 4 })).toHaveText([
        ...shown.map((category) => category.itemCategory.name),
        'Add an item from the price list',
      ]);
      for (const category of shown) {
        for (const line of category.lines) {
          const card = page.getByRole('listitem', { name: lineLabel(line, category, context.items), exact: true });
          await expect(
            card.getByText(lineMissing(line, category, context.items) ?? lineChosen(line, category, context.items)!, {
              exact: true,
            }),
          ).toBeVisible();
        }
      }
      const total = runningTotal(a);
      await expect(page.getByText(/^Running total:/)).toHaveText(
        `Running total: ${formatMoney(total.totalCents)}${total.estimated ? ' plus estimates still to be confirmed' : ''}`,
      );
      await expect(page.getByText('Some item details could not be loaded.')).toHaveCount(
        context.itemsFailedFor !== null ? 1 : 0,
      );
      return;
    }
    case 'details':
      await expect(page.getByRole('link', { name: 'Continue to review' })).toHaveCount(a.hasPurchaser ? 1 : 0);
      if (signed) await expect(page.getByRole('button', { name: 'Save the purchaser' })).toBeDisabled();
      return;
    case 'review': {
      const missing = missingSteps(a, context.items);
      const todo = page.getByRole('region', { name: 'Still to do before signing' });
      if (missing.length === 0) await expect(todo).toHaveCount(0);
      else await expect(todo.getByRole('listitem')).toHaveText(missing);
      if (signed) {
        await expect(page.getByText(/^Signed on [^.]+\.$/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign the statement' })).toHaveCount(0);
      } else if (state === 'submitting') {
        await expect(page.getByRole('button', { name: 'Signing…' })).toBeDisabled();
      } else {
        const sign = page.getByRole('button', { name: 'Sign the statement' });
        if (canFinish(a) && state === 'ready') await expect(sign).toBeEnabled();
        else await expect(sign).toBeDisabled();
      }
      return;
    }
  }
}

test.describe('arrangement model in the browser', () => {
  // The walk refuses changes on purpose: the browser logs each 422.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('the walks below take every transition of the model graph', () => {
    expect(unwalkedTransitions(plan, walks)).toEqual([]);
  });

  walks.forEach((path, index) => {
    // Numbered: the description names only where a walk ends.
    test(`walk ${index + 1}: ${describePath(path)}`, async ({ page, request, family }) => {
      let expected = initialTransition(model.machine, modelInput)[0];
      const server = await serveModelFuneralHome(page, () => expected.context.arrangement);
      const walker: Walker = { page, server, where: 'packages' };
      await signIn(page, request, family);
      await page.goto(`${CASE_PATH}/arrangements`);
      await expectScreen(walker, expected);
      for (const [step, event] of eventsOf(path).entries()) {
        const before = expected;
        expected = transition(model.machine, expected, event as never)[0];
        // A long walk's report names the step that failed.
        await test.step(`step ${step + 1}: ${event.type}`, async () => {
          await perform(walker, event, before);
          await expectScreen(walker, expected);
        });
      }
      expect(server.unknown, 'calls the model funeral home does not serve').toEqual([]);
    });
  });
});
