import { createFileRoute } from '@tanstack/react-router';
import { CaseHome } from '#src/features/family-case/CaseHome.tsx';

/** /family-portal/{id}/{name}: the case home (the layout above loaded the case). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/')({
  component: function CaseHomeRoute() {
    return <CaseHome caseId={Route.useParams().id} />;
  },
});
