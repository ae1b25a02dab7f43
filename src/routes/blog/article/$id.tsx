import { createFileRoute, notFound } from '@tanstack/react-router';
import { blogArticleQuery } from '#src/lib/queries/website.ts';
import { BlogArticlePage } from '#src/features/blog/BlogArticlePage.tsx';

export const Route = createFileRoute('/blog/article/$id')({
  params: {
    parse: ({ id }) => {
      // A non-numeric id can never be an article: answer 404 rather than asking the server.
      if (!/^\d+$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(blogArticleQuery(context.api, params.id)),
  component: function ArticleRoute() {
    return <BlogArticlePage id={Route.useParams().id} />;
  },
});
