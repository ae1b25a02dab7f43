import { createFileRoute, notFound } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { blogArticleQuery } from '#src/lib/queries/site/blog.ts';
import { BlogArticlePage } from '#src/features/blog/BlogArticlePage.tsx';

export const Route = createFileRoute('/blog/article/$id')({
  params: {
    parse: ({ id }) => {
      // An id not written in canonical digits, zero or too large for its column can never be an
      // article: answer 404 rather than asking the server.
      const articleId = rowIdFromText(id);
      if (articleId === undefined) throw notFound();
      return { id: articleId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(blogArticleQuery(context.api, params.id)),
  component: function ArticleRoute() {
    return <BlogArticlePage id={Route.useParams().id} />;
  },
});
