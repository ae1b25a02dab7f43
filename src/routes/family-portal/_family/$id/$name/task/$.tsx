import { createFileRoute, notFound } from '@tanstack/react-router';

/** Any task address without a page of its own: the portal's 404 "Page not found" (spec §8). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/$')({
  loader: () => {
    throw notFound();
  },
});
