import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { preplan } from '#tests/server/planning-answers.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { captureSubmit, uniqueEmail } from './planning-steps.ts';

/*
 * Planning submit is limited per contact email (and client address). A family that hits
 * the limit sees the spec's error toast and, on the review page, how long to wait, with every
 * answer kept (decision 0028).
 */
test.describe('planning wizard: limits', () => {
  // The refused submit is answered 429, which the browser logs; that is the point here.
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test('too many plans to one email: the toast, how long to wait, and every answer kept', async ({ page, request }) => {
    const email = uniqueEmail('ruth');
    const answers = preplan(email);
    const { locations } = (await (await request.get('/api/web/planning/locations')).json()) as {
      locations: { id: number }[];
    };
    const locationId = locations[0]!.id;
    // The same family sent this plan several times already (from elsewhere, through the API).
    for (let n = 0; n < rateLimits.planningPerRecipient.limit; n += 1) {
      const sent = await request.post('/api/web/planning/submit', {
        data: { locationId, caseStatus: 'PRE_PLAN', fields: answers },
      });
      expect(sent.status()).toBe(201);
    }

    // This browser holds the same plan, answered and ready to send.
    await page.addInitScript((saved) => window.localStorage.setItem('lantern.planning.v1', JSON.stringify(saved)), {
      sessionId: 'limits-e2e',
      savedAt: Date.now(),
      plan: { planType: 'pre-plan-other', locationId, sectionIndex: 0, answers, round: 0 },
    });
    await page.goto('/plan-now/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Review your answers' })).toBeVisible();

    const refused = await captureSubmit(page, () =>
      page.getByRole('button', { name: 'Send to Evergreen Funeral Homes' }).click(),
    );
    expect(refused.status).toBe(429);
    await expect(page.getByText('There was an error submitting your planning form.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your plan was not sent' })).toBeVisible();
    await expect(
      page.getByText(
        'Too many plans have been sent from here or to this email address. Please wait 60 minutes and try again.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page).toHaveURL('/plan-now/review');
    await expect(page.getByRole('region', { name: 'Decedent Details' })).toContainText('Margaret');
    await expectAccessible(page);
  });
});
