import { useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import type { PlanningHandle } from './planning-handle.ts';
import * as styles from './planning.css.ts';

/**
 * The wizard's frame; hands the router's navigation to the wizard while it is on screen (through
 * the handle, so a machine that arrives later gets it before any waiting choice).
 */
export function PlanningLayout({ planning }: { planning: PlanningHandle }) {
  const router = useRouter();
  useEffect(() => {
    planning.setNavigator((path) => {
      if (router.state.location.pathname !== path) void router.navigate({ href: path });
    });
    return () => planning.setNavigator(null);
  }, [router, planning]);
  return (
    <div className={styles.wizard}>
      <Outlet />
    </div>
  );
}
