import { blogArticlePage } from '#contract/blog.ts';
import { memorialVideo, obituaryMemories, obituaryPhotos } from '#contract/memorial.ts';
import { obituary, obituarySearchPage } from '#contract/obituaries.ts';
import { publicPriceList } from '#contract/public-price-list.ts';
import { blogArticle, redirects, renderContext } from '#contract/website.ts';

/**
 * Public pages parse API responses with the contract in development and tests, and ship no
 * schema code to visitors in production (the public bundle budget is 120 KB gzip): the ternary
 * folds to `undefined` in a production build and the contract modules drop out with it.
 */
export const responseSchemas = import.meta.env.DEV
  ? {
      renderContext,
      redirects,
      blogArticlePage,
      blogArticle,
      obituary,
      obituarySearchPage,
      obituaryPhotos,
      obituaryMemories,
      memorialVideo,
      publicPriceList,
    }
  : undefined;
