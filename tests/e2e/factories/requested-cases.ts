import type { APIRequestContext } from '@playwright/test';
import type { PlanningSubmitResult } from '#contract/planning.ts';
import type { OpenedCase, RequestsPage } from '#contract/staff-requests.ts';
import { expect } from '@playwright/test';
import { chapels } from './chapels.ts';
import { signUpFromInvitation, uniqueEmail, type FamilyMember } from './family-cases.ts';
import { staffApi, type StaffAccount } from './staff-api.ts';

export interface RequestedCaseOrder {
  decedent: { firstName: string; middleName?: string; lastName: string };
  /** The family member who sends the plan; a unique address is made for them. */
  contact: { firstName: string; lastName: string };
  /**
   * More answers, by the planning form's field ids (server/seed/evergreen/planning-form.ts), e.g.
   * `dateOfBirth`: what the case's add-details page starts from. An at-need plan is sent, with the
   * answers the form requires of one.
   */
  answers?: Record<string, string>;
}

/**
 * A family case as it starts from the public site: the family sends an at-need plan from
 * /plan-now (POST /api/web/planning/submit, the call the wizard makes), the director finds it in the
 * console's requests inbox and opens a case from it (POST /api/staff/requests/{id}/open-case), which
 * mails the contact an invitation; the contact follows it and creates an account. Nothing is written
 * behind the product's back.
 */
export async function requestedCase(
  request: APIRequestContext,
  director: StaffAccount,
  order: RequestedCaseOrder,
): Promise<FamilyMember> {
  const contactName = `${order.contact.firstName} ${order.contact.lastName}`;
  const email = uniqueEmail(contactName);
  const [location] = await chapels(request);
  const sent = await request.post('/api/web/planning/submit', {
    headers: { 'Idempotency-Key': `e2e-requested-${email}` },
    data: {
      locationId: location!.id,
      caseStatus: 'AT_NEED',
      fields: {
        contactFirstName: order.contact.firstName,
        contactLastName: order.contact.lastName,
        contactEmail: email,
        contactPhone: '(503) 555-0144',
        contactAddress: { country: 'US' },
        decedentFirstName: order.decedent.firstName,
        ...(order.decedent.middleName && { decedentMiddleName: order.decedent.middleName }),
        decedentLastName: order.decedent.lastName,
        dateOfDeath: '2026-11-20',
        relationship: 'spouse',
        servedInMilitary: 'no',
        ...order.answers,
      },
    },
  });
  expect(sent.status(), `planning submit: ${await sent.text()}`).toBe(201);
  const plan = (await sent.json()) as PlanningSubmitResult;

  const api = await staffApi(request, director);
  const inbox = await api.get<RequestsPage>('/api/staff/requests');
  const found = inbox.items.find((item) => item.reference === plan.reference);
  expect(found, `request ${plan.reference} in the inbox`).toBeDefined();
  const opened = await api.post<OpenedCase>(`/api/staff/requests/${found!.id}/open-case`);
  expect(opened.invitation?.email).toBe(email);

  const member = await signUpFromInvitation(request, email, contactName);
  expect(member.caseId).toBe(plan.caseId);
  return member;
}
