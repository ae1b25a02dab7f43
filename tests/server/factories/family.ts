import { nameSlug } from '#contract/name-fold.ts';
import { caseMembers } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createUser } from '#server/services/auth.ts';

/*
 * A family member of a test's own: an account (role 'family', password hashed as sign-up hashes
 * it) that belongs to the cases given and can sign in to the family portal on its company's host
 * (tenant-fixtures.ts signIn, or family-fixtures.ts familyFixture for the ids of its case).
 */

export interface FamilyMember {
  memberId: number;
  name: string;
  email: string;
  password: string;
}

export interface FamilyMemberOptions {
  name?: string;
  /** Default: made from the name, unique in the run. */
  email?: string;
  password?: string;
  /** The cases the member belongs to. */
  caseIds?: number[];
}

let made = 0;

export async function createFamilyMember(scope: TenantScope, options: FamilyMemberOptions = {}): Promise<FamilyMember> {
  made += 1;
  const name = options.name ?? `Family Member ${made}`;
  const email = options.email ?? `${nameSlug(name, 'member')}-${made}@family.example`;
  const password = options.password ?? 'quiet-lantern-meadow-4417';
  const memberId = await createUser(scope, { email, name, role: 'family', password });
  for (const caseId of options.caseIds ?? []) await addCaseMember(scope, caseId, memberId);
  return { memberId, name, email, password };
}

/** Makes the account a member of the case (as joining by invitation does). */
export async function addCaseMember(scope: TenantScope, caseId: number, memberId: number): Promise<void> {
  await scope.insert(caseMembers, { caseId, userId: memberId });
}
