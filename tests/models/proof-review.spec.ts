import type { APIRequestContext, Page, Route } from '@playwright/test';
import { initialTransition, transition, type EventObject } from 'xstate';
import { unwalkedTransitions } from '#machines/model-walk/covering-paths.ts';
import { transitionWalks } from '#machines/model-walk/edge-walks.ts';
import { describePath } from '#machines/model-walk/labels.ts';
import { planWalk } from '#machines/model-walk/walk-plan.ts';
import type { ProofReviewSnapshot } from '#machines/proof-review/proof-review.machine.ts';
import { model } from '#machines/proof-review/proof-review.model.ts';
import { sentStationeryProof } from '../e2e/factories/proofs.ts';
import { signIn } from '../e2e/family-case-steps.ts';
import { expect, test } from '../e2e/fixtures.ts';

/*
 * The proof review machine's model (machines/proof-review/proof-review.model.ts), walked in Chromium
 * on a stationery proof: every (state, event, state) transition in a few long walks (transitionWalks,
 * decision 0060), each event a real click on the page, each call's answer given to the request the
 * page holds open. An approved proof is locked for good, so each transition into `approved` ends a
 * walk, and the next walk starts on a proof of its own (a test, a company). A success is the real
 * server's; "locked" is the real server's 409 after a relative approved the proof meanwhile (an API
 * call as the family member); a refusal and "offline" are answered here. After every step the screen is checked
 * against the machine's own transition of the same events.
 */

const plan = planWalk(model);
const walks = transitionWalks(plan);
type Path = (typeof walks)[number];
type WalkEvent = EventObject & { error?: { message?: string; locked?: boolean } | Error; approved?: boolean };
const eventsOf = (path: Path) => path.steps.slice(1).map((step) => step.event as WalkEvent);

type ActorId = 'sendComment' | 'approve';
const callPattern = /\/api\/family\/cases\/\d+\/stationery\/(comment|approve)\b/;

/** Holds the page's comment and approval calls until the walk answers them. */
async function holdProofCalls(page: Page) {
  const held: Array<{ actor: ActorId; route: Route }> = [];
  await page.route(callPattern, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    held.push({ actor: callPattern.exec(route.request().url())![1] === 'comment' ? 'sendComment' : 'approve', route });
  });
  return {
    pending: () => held.map((call) => call.actor),
    take(actor: ActorId): Route {
      const index = held.findIndex((call) => call.actor === actor);
      expect(index, `a held ${actor} call`).toBeGreaterThanOrEqual(0);
      return held.splice(index, 1)[0]!.route;
    },
  };
}

/**
 * How often a walk looks for a held call: a click's call comes within milliseconds, and
 * expect.poll's own first wait (100 ms) would be most of a step's time.
 */
const heldCallPolls = [10, 20, 50, 100, 250, 500, 1000];

interface Walker {
  page: Page;
  request: APIRequestContext;
  calls: Awaited<ReturnType<typeof holdProofCalls>>;
  token: string;
  caseId: number;
  itemPath: string;
}

/** A relative approves the prayer card elsewhere (the member's token, straight to the API). */
async function approveElsewhere({ request, token, caseId }: Walker) {
  const response = await request.post(`/api/family/cases/${caseId}/stationery/approve?itemType=prayer-card`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

const front = (page: Page) => page.getByRole('region', { name: 'Front', exact: true });

/** The gesture (or the call's answer) that sends `event`. */
async function perform(walker: Walker, event: WalkEvent) {
  const { page, calls } = walker;
  const answered = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (answered) {
    const route = calls.take(answered[2] as ActorId);
    const error = event.error;
    if (answered[1] === 'done') return route.continue();
    if (error instanceof Error) return route.abort('internetdisconnected');
    if (error?.locked) {
      await approveElsewhere(walker);
      return route.continue();
    }
    const status = error?.message === 'Not Found' ? 404 : 422;
    const issues = status === 422 ? [{ path: 'text', message: error!.message! }] : undefined;
    return route.fulfill({ status, json: { status, message: error!.message, issues } });
  }
  switch (event.type) {
    case 'proof.loaded':
      if (event.approved) await approveElsewhere(walker);
      await page.goto(walker.itemPath);
      return expect(page.getByRole('heading', { level: 2, name: 'Review the prayer card' })).toBeVisible();
    case 'proof.comment': {
      const { text } = event as unknown as { text: string };
      await front(page).getByLabel('Comment on the front').fill(text);
      return front(page).getByRole('button', { name: 'Send comment' }).click();
    }
    case 'proof.approve':
      return page.getByRole('button', { name: 'Approve the prayer card' }).click();
    case 'proof.confirm':
      return page.getByRole('button', { name: 'Yes, approve' }).click();
    case 'proof.cancel':
      return page.getByRole('button', { name: 'Cancel' }).click();
    default:
      throw new Error(`no gesture for ${event.type}`);
  }
}

const failureWords = ['Cannot exceed 2000 characters', 'Not Found', /could not reach the server/];

/** What the page must show for a snapshot. */
async function expectScreen({ page, calls }: Walker, snapshot: ProofReviewSnapshot) {
  const state = JSON.stringify(snapshot.value);
  const invoked: ActorId | undefined =
    state === '{"commenting":"sending"}' ? 'sendComment' : state === '{"approving":"sending"}' ? 'approve' : undefined;
  await expect
    .poll(calls.pending, { message: `waiting in ${state}`, intervals: heldCallPolls })
    .toEqual(invoked ? [invoked] : []);
  if (state === '"loading"') return; // the page takes the proof as it shows it

  const { error, sent } = snapshot.context;
  const frontForm = front(page);
  const send = frontForm.getByRole('button', { name: /^(Send comment|Sending…)$/ });
  const approve = page.getByRole('button', { name: 'Approve the prayer card' });
  const confirm = page.getByRole('button', { name: /^(Yes, approve|Approving…)$/ });
  const cancel = page.getByRole('button', { name: 'Cancel' });
  // Every comment this visit sent is on the page, in the words typed (trimmed); none of the others.
  await expect(
    page.getByRole('list', { name: 'Comments on the front' }).getByText('Please make the name larger', { exact: true }),
  ).toHaveCount(sent);
  // The failure's words show where it failed, and no other failure's.
  for (const words of failureWords) {
    const shown = error !== null && (typeof words === 'string' ? words === error : words.test(error));
    await expect(page.getByText(words)).toHaveCount(shown ? 1 : 0);
  }
  switch (state) {
    case '"viewing"':
      await expect(send).toHaveText('Send comment');
      await expect(send).toBeEnabled();
      await expect(approve).toBeEnabled();
      return expect(confirm).toHaveCount(0);
    case '{"commenting":"sending"}':
      await expect(send).toHaveText('Sending…');
      await expect(send).toBeDisabled();
      return expect(approve).toBeDisabled();
    case '{"commenting":"failed"}':
      // Nothing typed is lost: the comment is still in its box, ready to send again.
      await expect
        .poll(() => frontForm.getByLabel('Comment on the front').inputValue())
        .toMatch(new RegExp(`^\\s*${snapshot.context.pending!.text}\\s*$`));
      await expect(send).toBeEnabled();
      return expect(approve).toBeEnabled();
    case '{"approving":"confirming"}':
      await expect(confirm).toHaveText('Yes, approve');
      await expect(confirm).toBeFocused();
      await expect(cancel).toBeEnabled();
      return expect(send).toBeDisabled();
    case '{"approving":"sending"}':
      await expect(confirm).toHaveText('Approving…');
      await expect(confirm).toBeDisabled();
      return expect(cancel).toBeDisabled();
    case '{"approving":"failed"}':
      await expect(confirm).toBeEnabled();
      return expect(cancel).toBeEnabled();
    case '"approved"':
      await expect(page.getByText('The prayer card is approved.')).toBeVisible();
      await expect(approve).toHaveCount(0);
      // Locked: the comment boxes are gone once the page has the proof as approved.
      return expect(frontForm.getByRole('textbox')).toHaveCount(0);
    default:
      throw new Error(`no screen for ${state}`);
  }
}

test.describe('proof review model in the browser', () => {
  // The walk's refusals and offline answers show in the browser's console.
  test.use({ expectedConsoleErrors: [/status of (404|409|422)|ERR_INTERNET_DISCONNECTED/] });

  test('the walks below take every transition of the model graph', () => {
    expect(unwalkedTransitions(plan, walks)).toEqual([]);
  });

  walks.forEach((path, index) => {
    // Numbered: the description names only where a walk ends.
    test(`walk ${index + 1}: ${describePath(path)}`, async ({ page, request, company, family }) => {
      // The test's own family, and the prayer card its director uploaded and sent (decision 0078).
      await sentStationeryProof(request, company.director, family.caseId, 'prayer-card', ['front', 'back']);
      const token = await signIn(page, request, family);
      const walker: Walker = {
        page,
        request,
        calls: await holdProofCalls(page),
        token,
        caseId: family.caseId,
        itemPath: `${family.casePath}/task/review-stationery/prayer-card`,
      };
      let expected = initialTransition(model.machine)[0];
      for (const [step, event] of eventsOf(path).entries()) {
        expected = transition(model.machine, expected, event as never)[0];
        // A long walk's report names the step that failed.
        await test.step(`step ${step + 1}: ${event.type}`, async () => {
          await perform(walker, event);
          await expectScreen(walker, expected);
        });
      }
    });
  });
});
