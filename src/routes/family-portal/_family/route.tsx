import { createFileRoute } from '@tanstack/react-router';

/**
 * PLACEHOLDER (fcase): a pass-through for the family guard, so the case pages build and run until
 * fauth's guard (`family-auth`) lands. The lead drops this commit at merge; fauth's file replaces it.
 */
export const Route = createFileRoute('/family-portal/_family')({
  beforeLoad: ({ context }) => {
    void context.toasts.preload();
  },
});
