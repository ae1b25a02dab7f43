import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { StaffRole } from '#contract/staff-roles.ts';
import { teamMessages, type TeamMember } from '#contract/staff-team.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
import { InviteForm } from './InviteForm.tsx';
import { MemberCard, type MemberCalls } from './MemberCard.tsx';
import { TEAM_PAGE_SIZE, teamKey, teamQuery } from '#src/lib/queries/console/team.ts';
import { changeMemberRole, inviteMember, resetMemberAccess, setMemberDisabled } from './team-calls.ts';
import * as styles from './team.css.ts';

export interface TeamPageProps {
  /** The tab's auth actor: a refused call tells it the session ended or the role changed. */
  auth: AuthActorRef;
  /** The signed-in owner's account (their own card offers no "Disable"). */
  selfId: number;
  page: number;
}

/**
 * /staff/team, the owner's (decision 0062): invite a staff member by name, address and role; every
 * staff account of the company, by name, with its role, status and latest change; on each, change
 * the role, disable or enable it, reset its access, or send an unanswered invitation again. What was
 * done is said in the status line; a refusal (the last owner, an address with an account) beside
 * what was refused, in the server's words.
 */
export function TeamPage({ auth, selfId, page }: TeamPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(teamQuery(api, auth, page));
  const [said, setSaid] = useState('');
  const done = async (words: string) => {
    setSaid(words);
    await queryClient.invalidateQueries({ queryKey: teamKey });
  };
  const calls: MemberCalls = {
    role: (member: TeamMember, role: StaffRole) => changeMemberRole(api, auth, member.id, role),
    disabled: (member: TeamMember, disabled: boolean) => setMemberDisabled(api, auth, member.id, disabled),
    reset: (member: TeamMember) => resetMemberAccess(api, auth, member.id),
    invite: (member: TeamMember) =>
      inviteMember(api, auth, { name: member.name, email: member.email, role: member.role }),
  };

  return (
    <div className={styles.page}>
      <PageHead title="Team" />
      <h1>Team</h1>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <InviteForm
        onInvite={(body) => inviteMember(api, auth, body)}
        onInvited={(member) => done(teamMessages.invited(member.name))}
      />
      <section aria-labelledby="team-accounts" className={styles.page}>
        <h2 id="team-accounts">Staff accounts</h2>
        <ul className={styles.members}>
          {data.items.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              self={member.id === selfId}
              calls={calls}
              onDone={async (words, changed) => {
                // An owner who changed their own role: the console reads the session again.
                if (changed.id === selfId) auth.send({ type: 'auth.refresh' });
                await done(words);
              }}
            />
          ))}
        </ul>
        <LinkPager
          label="Pages of the team"
          page={page}
          pages={pagesOf(data.total, TEAM_PAGE_SIZE)}
          linkTo={(target) => ({ ...consolePage('team'), search: target ? { page: target } : {} })}
          // Plain links, the look this list has always had.
          linkClassName=""
        />
      </section>
    </div>
  );
}
