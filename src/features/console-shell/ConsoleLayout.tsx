import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { staffRoleNames, type StaffRole } from '#contract/staff-roles.ts';
import { selectUser } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { memoryCountsQuery, orderCountsQuery, requestCountsQuery } from '#src/lib/queries/console/counts.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import { screensFor } from './console-screens.ts';
import * as styles from './console-shell.css.ts';

export interface ConsoleLayoutProps {
  auth: AuthRuntime;
  children: ReactNode;
}

/**
 * The staff console's frame (decision 0062): the company's name, who is signed in and their role,
 * "Sign out", and the navigation of the screens the role may use (console-screens.ts). From 640 px
 * the navigation stands beside the page; below, a "Menu" button shows and hides it (a disclosure:
 * aria-expanded, Escape closes it and gives the button its focus back, a link followed closes it).
 * When the session ends (signed out, refused on a call, found over on a focus refresh) or the role
 * changes, the routes run again: the guard sends the person to sign in, or refuses what the new
 * role may not use.
 */
export function ConsoleLayout({ auth, children }: ConsoleLayoutProps) {
  const router = useRouter();
  const { company } = useSite();
  const user = useSelector(auth.actor, selectUser);
  const staffRole: StaffRole | null = user?.role === 'staff' ? user.staffRole : null;

  const seenRole = useRef(staffRole);
  useEffect(() => {
    if (seenRole.current === staffRole) return;
    seenRole.current = staffRole;
    void router.invalidate();
  }, [staffRole, router]);

  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuPath, setMenuPath] = useState(pathname);
  // A link followed from the open menu closes it: the page is what the person went for.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const screens = staffRole ? screensFor(staffRole) : [];
  return (
    <div className={styles.shell}>
      <meta name="robots" content="noindex" />
      <a href="#console-main" className={styles.skip}>
        Skip to the page
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>
          <Link to="/staff">{company.name}</Link> <span className={styles.brandSub}>staff console</span>
        </p>
        {user && staffRole && (
          <p className={styles.who}>
            {user.name}, <span className={styles.role}>{staffRoleNames[staffRole]}</span>
          </p>
        )}
        <div className={styles.headerActions}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <button type="button" className={styles.textButton} onClick={() => void auth.signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav
          id={navId}
          aria-label="Console"
          className={styles.nav}
          data-open={menuOpen}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !menuOpen) return;
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
        >
          <ul className={styles.navList}>
            {screens.map((screen) => (
              <li key={screen.path}>
                <Link
                  {...consolePage(screen.path)}
                  className={styles.navLink}
                  activeOptions={{ exact: screen.path === '' }}
                >
                  {screen.label}
                  {screen.path === 'requests' && <NewRequests auth={auth} />}
                  {screen.path === 'memories' && <WaitingMemories auth={auth} />}
                  {screen.path === 'orders' && <NewOrders auth={auth} />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="console-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** " (3 new)" beside Requests while requests wait; nothing when none do, or while it is asked. */
function NewRequests({ auth }: { auth: AuthRuntime }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(requestCountsQuery(api, auth.actor));
  if (!data || data.new === 0) return null;
  return <span className={styles.navCount}> ({data.new} new)</span>;
}

/** " (2 waiting)" beside Memories while memories wait for approval; nothing when none do. */
function WaitingMemories({ auth }: { auth: AuthRuntime }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(memoryCountsQuery(api, auth.actor));
  if (!data || data.pending === 0) return null;
  return <span className={styles.navCount}> ({data.pending} waiting)</span>;
}

/** " (2 new)" beside Orders while shop orders wait to be accepted; nothing when none do. */
function NewOrders({ auth }: { auth: AuthRuntime }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(orderCountsQuery(api, auth.actor));
  if (!data || data.new === 0) return null;
  return <span className={styles.navCount}> ({data.new} new)</span>;
}
