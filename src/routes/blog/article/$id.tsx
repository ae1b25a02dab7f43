import { createFileRoute, notFound } from '@tanstack/react-router';
import { INTEGER_COLUMN_MAX } from '#contract/integer-column.ts';
import { blogArticleQuery } from '#src/lib/queries/website.ts';
import { BlogArticlePage } from '#src/features/blog/BlogArticlePage.tsx';

export const Route = createFileRoute('/blog/article/$id')({
  params: {
    parse: ({ id }) => {
      // An id that is not a number, or too large for its column, can never be an article: answer
      // 404 rather than asking the server (which refuses such an id with 422).
      if (!/^\d+$/.test(id) || Number(id) > INTEGER_COLUMN_MAX) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(blogArticleQuery(context.api, params.id)),
  component: function ArticleRoute() {
    return <BlogArticlePage id={Route.useParams().id} />;
  },
});
