import { createFileRoute } from '@tanstack/react-router';
import { fixedCmsPageRoute } from '#src/features/website/cms-route.tsx';

/** A static page whose words the funeral home keeps in its CMS. */
export const Route = createFileRoute('/terms-of-use')(fixedCmsPageRoute('/terms-of-use'));
