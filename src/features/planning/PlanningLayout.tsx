import { useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import type { PlanningSession } from './planning-session.ts';
import * as styles from './planning.css.ts';

/** The wizard's frame; hands the router's navigation to the session while the wizard is on screen. */
export function PlanningLayout({ session }: { session: PlanningSession }) {
  const router = useRouter();
  useEffect(() => {
    session.setNavigator((path) => {
      if (router.state.location.pathname !== path) void router.navigate({ href: path });
    });
    return () => session.setNavigator(null);
  }, [router, session]);
  return (
    <div className={styles.wizard}>
      <Outlet />
    </div>
  );
}
