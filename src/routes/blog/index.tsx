import { createFileRoute } from '@tanstack/react-router';
import { blogArticlesQuery } from '#src/lib/queries/website.ts';
import { BlogListPage, BLOG_PAGE_SIZE } from '#src/features/blog/BlogListPage.tsx';

export const Route = createFileRoute('/blog/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(blogArticlesQuery(context.api, deps.page, BLOG_PAGE_SIZE)),
  component: function BlogRoute() {
    const { page } = Route.useLoaderDeps();
    return <BlogListPage page={page} />;
  },
});
