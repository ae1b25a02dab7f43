import type { Page, Route } from '@playwright/test';
import { initialTransition, transition, type EventObject } from 'xstate';
import { edgeWalks, unwalkedEdges } from '#machines/model-walk/edge-walks.ts';
import { describePath } from '#machines/model-walk/labels.ts';
import { planWalk } from '#machines/model-walk/walk-plan.ts';
import type { PlanningSnapshot } from '#machines/planning/planning.machine.ts';
import { model, modelInput } from '#machines/planning/planning.model.ts';
import { modelAddressBook, modelForm, modelLocations } from '#machines/planning/planning.model-form.ts';
import { sectionHeading } from '#machines/planning/planning-headings.ts';
import { currentSection, isLastSection, isPlanComplete } from '#machines/planning/planning.rules.ts';
import { planTypeText } from '#src/features/planning/plan-type-text.ts';
import { expect, test } from '../e2e/fixtures.ts';

/*
 * The planning machine's model (machines/planning/planning.model.ts), walked in Chromium: every
 * edge of the graph (each state with its context summary, event and next state), in a few long walks
 * (edgeWalks, decision 0060) rather than one page load per edge, each event a real click or keystroke
 * on the page, each state checked on screen against the machine's own transition of the same events. The app is the production build; the
 * company's form, locations and address data are the model's (small) ones, served here, and the
 * submit request is held so the walk decides whether it succeeds or fails, as the model does.
 */

const plan = planWalk(model);
const walks = edgeWalks(plan);
type Path = (typeof walks)[number];
const eventsOf = (path: Path) => path.steps.slice(1).map((step) => step.event as EventObject);

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Serves the model's company data and holds each submit until the walk answers it. */
async function serveModelCompany(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/web/planning/fields', (route) => json(route, modelForm));
  await page.route('**/api/web/planning/locations', (route) => json(route, modelLocations));
  await page.route('**/api/web/planning/address', (route) => json(route, modelAddressBook));
  await page.route('**/api/web/planning/submit', (route) => {
    held.push(route);
  });
  return {
    async answer(status: number, body: unknown) {
      await expect.poll(() => held.length, { message: 'the submit request was sent' }).toBe(1);
      await json(held.shift()!, body, status);
    },
  };
}

const fieldOf = (snapshot: PlanningSnapshot) => currentSection(snapshot.context).fields[0]!;

/** A field's control by its label exactly as shown (required fields say so). */
const controlOf = (page: Page, field: { label: string; required: boolean }) =>
  page.getByLabel(`${field.label}${field.required ? ' (required)' : ''}`, { exact: true });

/** The gesture that sends `event` from the screen `before` shows. */
async function perform(
  page: Page,
  event: EventObject,
  before: PlanningSnapshot,
  submit: Awaited<ReturnType<typeof serveModelCompany>>,
) {
  const e = event as EventObject & Record<string, unknown>;
  switch (event.type) {
    case 'planType.choose':
      await page.getByRole('radio', { name: planTypeText[e.planType as keyof typeof planTypeText].label }).check();
      return page.getByRole('button', { name: 'Continue' }).click();
    case 'plan.clear':
      await page.getByRole('button', { name: 'Clear my answers' }).click();
      return page.getByRole('button', { name: 'Yes, clear my answers' }).click();
    case 'location.choose':
      await page.getByRole('radio', { name: modelLocations.locations[0]!.name }).check();
      return page.getByRole('button', { name: 'Continue' }).click();
    case 'answers.change': {
      const field = fieldOf(before);
      const value = (e.answers as Record<string, string>)[field.id]!;
      const control = controlOf(page, field);
      await control.click();
      // Keystrokes: the text typed, or every character deleted.
      if (value === '') {
        await control.press('ControlOrMeta+a');
        return control.press('Backspace');
      }
      return control.pressSequentially(value);
    }
    case 'section.next':
      return page.getByRole('button', { name: 'Next' }).click();
    case 'section.previous':
      return page.getByRole('button', { name: 'Back' }).click();
    case 'review.open':
      return page.getByRole('button', { name: 'Review my answers' }).click();
    case 'visit.review':
      return page.getByRole('link', { name: 'Go to review' }).click();
    case 'visit.start':
      if (before.matches('submitted')) return page.getByRole('link', { name: 'Start another plan' }).click();
      if (before.matches({ editing: 'review' })) return page.getByRole('link', { name: 'Change the plan' }).click();
      return page.getByRole('link', { name: 'Back' }).click();
    case 'visit.locations':
      if (before.matches({ editing: 'review' })) return page.getByRole('link', { name: 'Change the location' }).click();
      return page.getByRole('link', { name: 'Back' }).click();
    case 'visit.section': {
      if (before.matches({ editing: 'planType' }))
        return page.getByRole('link', { name: 'Continue where you left off' }).click();
      const section = modelForm.sections.find((candidate) => candidate.urlKey === e.urlKey)!;
      return page.getByRole('link', { name: `Edit ${section.name}` }).click();
    }
    case 'submit':
      return page.getByRole('button', { name: /^Send to / }).click();
    case 'xstate.done.actor.submit':
      return submit.answer(201, e.output);
    case 'xstate.error.actor.submit':
      return submit.answer(503, { status: 503, message: 'Service Unavailable' });
    default:
      throw new Error(`no gesture for ${event.type}`);
  }
}

/** What the screen must show for a snapshot (`before`: the one the last gesture was made on). */
async function expectScreen(page: Page, snapshot: PlanningSnapshot, before?: PlanningSnapshot) {
  const { context } = snapshot;
  const h1 = page.getByRole('heading', { level: 1 });
  if (snapshot.matches({ editing: 'planType' })) {
    await expect(page).toHaveURL('/plan-now');
    await expect(h1).toHaveText('How can we help?');
    await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveCount(
      context.planType !== null ? 1 : 0,
    );
    await expect(page.getByRole('button', { name: 'Clear my answers' })).toHaveCount(
      snapshot.can({ type: 'plan.clear' }) ? 1 : 0,
    );
    return;
  }
  if (snapshot.matches({ editing: 'location' })) {
    await expect(page).toHaveURL('/plan-now/locations');
    await expect(h1).toHaveText('Choose a location');
    return;
  }
  if (snapshot.matches({ editing: 'answering' })) {
    const section = currentSection(context);
    const field = section.fields[0]!;
    await expect(page).toHaveURL(`/plan-now/step/${section.urlKey}`);
    await expect(h1).toHaveText(sectionHeading(section, context.planType === 'pre-plan-self'));
    // A new step puts focus on its heading; typing leaves it where it is.
    const arrived = !before?.matches({ editing: 'answering' }) || before.context.sectionIndex !== context.sectionIndex;
    if (arrived) await expect(h1).toBeFocused();
    await expect(page.getByText(`Step ${context.sectionIndex + 1} of ${modelForm.sections.length + 1}`)).toBeVisible();
    await expect(controlOf(page, field)).toHaveValue(String(context.answers[field.id] ?? ''));
    await expect(page.getByRole('link', { name: 'Go to review' })).toHaveCount(
      isPlanComplete(context) && !isLastSection(context) ? 1 : 0,
    );
    return;
  }
  if (snapshot.matches({ editing: 'review' })) {
    await expect(page).toHaveURL('/plan-now/review');
    await expect(h1).toHaveText('Review your answers');
    await expect(page.getByRole('button', { name: /^Send to / })).toHaveCount(isPlanComplete(context) ? 1 : 0);
    await expect(page.getByRole('heading', { name: 'A few answers are still needed' })).toHaveCount(
      isPlanComplete(context) ? 0 : 1,
    );
    await expect(page.getByRole('heading', { name: 'Your plan was not sent' })).toHaveCount(
      snapshot.matches({ editing: { review: 'failed' } }) ? 1 : 0,
    );
    if (snapshot.matches({ editing: { review: 'failed' } }))
      await expect(page.getByText('There was an error submitting your planning form.')).toBeVisible();
    return;
  }
  if (snapshot.matches('submitting')) {
    await expect(page.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    return;
  }
  await expect(page).toHaveURL('/plan-now/thank-you');
  await expect(h1).toHaveText('Thank you');
  await expect(page.getByText(`Your reference number is ${context.result?.reference}.`)).toBeVisible();
}

test.describe('planning model in the browser', () => {
  test('the walks below take every edge of the model graph', () => {
    expect(unwalkedEdges(plan, walks)).toEqual([]);
  });

  walks.forEach((path, index) => {
    // Numbered: the description names only where a walk ends.
    test(`walk ${index + 1}: ${describePath(path)}`, async ({ page }) => {
      const submit = await serveModelCompany(page);
      let expected = initialTransition(model.machine, modelInput)[0];
      await page.goto('/plan-now');
      await expectScreen(page, expected);
      for (const [step, event] of eventsOf(path).entries()) {
        const before = expected;
        expected = transition(model.machine, expected, event as never)[0];
        // A long walk's report names the step that failed.
        await test.step(`step ${step + 1}: ${event.type}`, async () => {
          await perform(page, event, before, submit);
          await expectScreen(page, expected, before);
        });
      }
    });
  });
});
