import { z } from 'zod';
import { INTEGER_COLUMN_MAX } from './integer-column.ts';
import { numberParam } from './number-param.ts';

/*
 * Numbers a request uses to find rows (decision 0027). Every id and counter column is a
 * PostgreSQL `integer` (integer-column.ts), so a larger number could never name a row and would
 * make the database fail the query: it is refused first, with spec §5's 'Cannot exceed
 * 2147483647' (422).
 */

/** A row id or counter in a JSON body (ids start at 1). */
export const rowId = () => z.number().int().min(1).max(INTEGER_COLUMN_MAX);

/**
 * The same in a path parameter or query, which arrive as text (decision 0056): "12" is 12; "012",
 * "+12" or "twelve" is 'Expected number', and in a path 404.
 */
export const rowIdParam = () => numberParam(1, INTEGER_COLUMN_MAX);
