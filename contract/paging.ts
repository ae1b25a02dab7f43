import { z } from 'zod';
import { numberParam } from './number-param.ts';

/** Lists page with page / pageSize (1-based) and answer { items, page, pageSize, total }. */
export const pagingQuery = z.object({
  page: numberParam(1).default(1),
  pageSize: numberParam(1, 100).default(20),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
