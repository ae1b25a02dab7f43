import { createFileRoute } from '@tanstack/react-router';
import { PackagesPage } from '#src/features/arrangements/PackagesPage.tsx';

/** Spec §2 arrangements root: the packages. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/arrangements/')({
  component: function ArrangementPackages() {
    return <PackagesPage actor={Route.useRouteContext().arrangement} params={Route.useParams()} />;
  },
});
