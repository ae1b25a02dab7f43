import { createFileRoute } from '@tanstack/react-router';
import { fixedCmsPageRoute } from '#src/features/website/cms-route.tsx';

export const Route = createFileRoute('/')(fixedCmsPageRoute('/'));
