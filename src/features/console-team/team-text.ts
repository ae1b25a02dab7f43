import { staffAccountStatusNames, teamChangeWords, type TeamChange, type TeamMember } from '#contract/staff-team.ts';
import { dateText } from '#contract/date-text.ts';

/*
 * The team list's words (decision 0062): an account's status, with when an invitation's link ends,
 * and its latest change with who made it and when, on the company's calendar (decision 0115).
 */

const dayOf = (at: string, timeZone: string) => dateText(at, { locale: undefined, timeZone });

/** "Active", "Disabled", "Invited: the link works until March 9, 2026", "Invited: the link has expired". */
export function statusText(
  member: Pick<TeamMember, 'status' | 'invitationExpiresAt'>,
  now: Date,
  timeZone: string,
): string {
  if (member.status !== 'invited') return staffAccountStatusNames[member.status];
  const ends = member.invitationExpiresAt;
  if (!ends || Date.parse(ends) <= now.getTime()) return 'Invited: the link has expired';
  return `Invited: the link works until ${dayOf(ends, timeZone)}`;
}

/** "Disabled by Margaret Ellison, March 2, 2026" ("Joined, …" when the person did it themself). */
export function changeText(change: TeamChange, memberName: string, timeZone: string): string {
  const words = teamChangeWords[change.kind];
  const by = change.byName && !(change.kind === 'joined' && change.byName === memberName) ? ` by ${change.byName}` : '';
  return `${words}${by}, ${dayOf(change.at, timeZone)}`;
}
