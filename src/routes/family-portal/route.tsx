import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PortalFrame } from '#src/features/family-auth/PortalFrame.tsx';

/**
 * /family-portal and everything under it: the portal's frame, no guard (login and
 * password reset are open; `_family` guards the rest). The tab's auth actor loads here, so every
 * portal page knows who is signed in; the toasts load too, so a toast never waits on a download.
 */
export const Route = createFileRoute('/family-portal')({
  beforeLoad: async ({ context }) => {
    void context.toasts.preload();
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
