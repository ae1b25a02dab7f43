import { Link } from '@tanstack/react-router';
import type { SessionUser } from '#contract/auth.ts';
import { permissionsOf, permissionWords } from '#contract/staff-permission-words.ts';
import { can, staffRoleNames, type StaffRole } from '#contract/staff-roles.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { CardPayments } from './CardPayments.tsx';
import { CompanyExport } from './CompanyExport.tsx';
import { MyCases } from './MyCases.tsx';
import { GoLiveChecklist } from './GoLiveChecklist.tsx';
import { screensFor } from './console-screens.ts';
import * as styles from './console-shell.css.ts';

/** The first of a name's words ("Margaret" of "Margaret Ellison"), for the greeting. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/**
 * /staff, the console's home (decision 0062): a greeting, then "My cases" first for whoever directs
 * cases (decision 0105: a director always, an owner once a case is theirs), the role and what it may do (the
 * contract's table, in its words), and a link to every screen the role can use, the website
 * builder included for the roles that edit the site; the owner's going-live checklist until it is done
 * (decision 0106), card payments account (decision 0081) and the export of all of the company's data
 * (decision 0086).
 */
export function ConsoleHome({
  user,
  staffRole,
  auth,
}: {
  user: SessionUser;
  staffRole: StaffRole;
  auth: AuthActorRef;
}) {
  const screens = screensFor(staffRole).filter((screen) => screen.path !== '');
  return (
    <div className={styles.page}>
      <PageHead title="Staff console" />
      <h1>Welcome, {firstName(user.name)}</h1>
      <p className={styles.lead}>
        You are signed in as <strong>{staffRoleNames[staffRole]}</strong>.
      </p>
      {can(staffRole, 'cases.work') && <MyCases auth={auth} staffRole={staffRole} />}
      {can(staffRole, 'company.settings') && <GoLiveChecklist auth={auth} />}
      {can(staffRole, 'payments.connect') && <CardPayments auth={auth} />}
      {can(staffRole, 'company.export') && <CompanyExport auth={auth} />}
      <section aria-labelledby="console-role">
        <h2 id="console-role">What your role may do</h2>
        <ul className={styles.list}>
          {permissionsOf(staffRole).map((permission) => (
            <li key={permission}>{permissionWords[permission]}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="console-screens">
        <h2 id="console-screens">Where to do it</h2>
        <ul className={styles.screenLinks}>
          {screens.map((screen) => (
            <li key={screen.path} className={styles.screenCard}>
              <h3 className={styles.screenTitle}>
                <Link {...consolePage(screen.path)}>{screen.label}</Link>
              </h3>
              <p className={styles.screenSummary}>{screen.summary}</p>
            </li>
          ))}
          {can(staffRole, 'site.edit') && (
            <li className={styles.screenCard}>
              <h3 className={styles.screenTitle}>
                {/* The builder edits the site in place: any page, opened in preview. */}
                <a href="/?preview=true">Website builder</a>
              </h3>
              <p className={styles.screenSummary}>
                Edit the site's pages in place, publish them, roll back and manage redirects. Any page of the site opens
                in the builder with <code>?preview=true</code> added to its address.
              </p>
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}
