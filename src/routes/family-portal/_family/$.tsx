import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Any other /family-portal path: under the guard like every portal page (so an unknown path asks
 * for sign-in first, spec §2), then 404 "Page not found" (spec §8) for a signed-in family.
 */
export const Route = createFileRoute('/family-portal/_family/$')({
  loader: () => {
    throw notFound();
  },
});
