/** How many pages a list of `total` items takes at `pageSize` a page: at least one, even when empty. */
export const pagesOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
