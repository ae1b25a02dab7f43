import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PortalFrame } from '#src/features/family-auth/PortalFrame.tsx';

/**
 * /family-portal and everything under it: the portal's frame, no guard (login and
 * password reset are open; `_family` guards the rest). The tab's auth actor loads here, so every
 * portal page knows who is signed in. The toasts (sonner and their machine, 11 KB gzip) load with
 * the first toast, not here: a family on a phone opens a page far more often than it is told
 * something, and the handle keeps what is sent meanwhile (lib/toasts/lazy-toasts.ts).
 */
export const Route = createFileRoute('/family-portal')({
  beforeLoad: async ({ context }) => {
    const authRuntime = await context.authHandle.load();
    return { authRuntime };
  },
  component: function FamilyPortalFrame() {
    return (
      <PortalFrame auth={Route.useRouteContext().authRuntime}>
        <Outlet />
      </PortalFrame>
    );
  },
});
