import type { APIRequestContext } from '@playwright/test';
import type { CreatedCase } from '#contract/staff-cases.ts';
import { expect } from '@playwright/test';
import { waitForMails } from '../mailbox.ts';
import { chapels } from './chapels.ts';
import { familyApi } from './family-api.ts';
import { staffApi, type StaffAccount } from './staff-api.ts';

/** A family member who joined their case from the funeral home's invitation. */
export interface FamilyMember {
  email: string;
  password: string;
  name: string;
  caseId: number;
  /** The case's portal address, /family-portal/{caseId}/{name}. */
  casePath: string;
}

export interface FamilyCaseOrder {
  decedentName: string;
  /** The family member the funeral home invites; a unique address is made for them. */
  contactName: string;
  status?: 'AT_NEED' | 'PRE_PLAN';
  /** The chapel, by its place in the company's list (the first when left out). */
  locationIndex?: number;
}

/** An address no other test uses: tests find their mails by recipient (tests/e2e/mailbox.ts). */
export const uniqueEmail = (who: string) =>
  `${who.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@family.example`;

/**
 * A family case as the funeral home starts one: a director makes the case by hand in the
 * console with its contact, who is mailed an invitation, follows it and creates an account
 * (POST /api/family/signup, the call the invitation page makes). Nothing is written behind the
 * product's back.
 */
export async function familyCase(
  request: APIRequestContext,
  director: StaffAccount,
  order: FamilyCaseOrder,
): Promise<FamilyMember> {
  const api = await staffApi(request, director);
  const locations = await chapels(request);
  const email = uniqueEmail(order.contactName);
  const created = await api.post<CreatedCase>('/api/staff/cases', {
    status: order.status ?? 'AT_NEED',
    locationId: locations[order.locationIndex ?? 0]!.id,
    decedentName: order.decedentName,
    contact: { name: order.contactName, email },
  });
  const member = await signUpFromInvitation(request, email, order.contactName);
  expect(member.caseId).toBe(created.caseId);
  return member;
}

/**
 * The invited contact follows the family-portal invitation mailed to `email` and creates an account
 * (POST /api/family/signup, the call the invitation page makes): the member, in the invitation's case.
 * Any other mail to the address (a plan's confirmation) is passed over.
 */
export async function signUpFromInvitation(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<FamilyMember> {
  const [mail] = await waitForMails(
    (candidate) => candidate.to.includes(email) && candidate.text.includes('/family-portal/login?invitation='),
    1,
  );
  const token = new URL(/https?:\/\/\S+invitation=\S+/.exec(mail!.text)![0]).searchParams.get('invitation')!;
  const password = `lantern-${Math.random().toString(36).slice(2, 10)}-candle`;
  const signup = await request.post('/api/family/signup', { data: { invitation: token, name, password } });
  expect(signup.status(), `sign-up of ${email}: ${await signup.text()}`).toBe(201);
  const joined = ((await signup.json()) as { case: { caseId: number; nameSlug: string } }).case;
  return {
    email,
    password,
    name,
    caseId: joined.caseId,
    casePath: `/family-portal/${joined.caseId}/${joined.nameSlug}`,
  };
}

export interface FurtherCaseOrder {
  decedentName: string;
  status?: 'AT_NEED' | 'PRE_PLAN';
  /** The chapel, by its place in the company's list (the first when left out). */
  locationIndex?: number;
}

/**
 * Another case for a family member who already has an account: the director makes it by hand in
 * the console with the member's address as its contact, and the member, signed in, accepts the
 * mailed invitation (POST /api/family/invitation/{token}/accept, the call the invitation page makes
 * for a signed-in account). The member's account, in the new case.
 */
export async function furtherCase(
  request: APIRequestContext,
  director: StaffAccount,
  member: FamilyMember,
  order: FurtherCaseOrder,
): Promise<FamilyMember> {
  const api = await staffApi(request, director);
  const locations = await chapels(request);
  const created = await api.post<CreatedCase>('/api/staff/cases', {
    status: order.status ?? 'AT_NEED',
    locationId: locations[order.locationIndex ?? 0]!.id,
    decedentName: order.decedentName,
    contact: { name: member.name, email: member.email },
  });
  const [mail] = await waitForMails(
    (candidate) =>
      candidate.to.includes(member.email) &&
      `${candidate.subject}\n${candidate.text}`.includes(order.decedentName) &&
      /invitation=/.test(candidate.text),
    1,
  );
  const token = new URL(/https?:\/\/\S+invitation=\S+/.exec(mail!.text)![0]).searchParams.get('invitation')!;
  const family = await familyApi(request, member);
  const joined = await family.post<{ caseId: number; nameSlug: string }>(
    `/api/family/invitation/${encodeURIComponent(token)}/accept`,
  );
  expect(joined.caseId).toBe(created.caseId);
  return { ...member, caseId: joined.caseId, casePath: `/family-portal/${joined.caseId}/${joined.nameSlug}` };
}
