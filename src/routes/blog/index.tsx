import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '#src/lib/page-search.ts';
import { blogArticlesQuery } from '#src/lib/queries/site/blog.ts';
import { BlogListPage } from '#src/features/blog/BlogListPage.tsx';
import { BLOG_PAGE_SIZE } from '#src/features/blog/blog-page-size.ts';

export const Route = createFileRoute('/blog/')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(blogArticlesQuery(context.api, deps.page, BLOG_PAGE_SIZE)),
  component: function BlogRoute() {
    const { page } = Route.useLoaderDeps();
    return <BlogListPage page={page} />;
  },
});
