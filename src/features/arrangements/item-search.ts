import { rowIdFromText } from '#contract/canonical-digits.ts';

/** The item page's address: ?itemId= (required to show anything) and ?lineId= (choosing for that line). */
export interface ItemSearch {
  itemId?: number | undefined;
  lineId?: number | undefined;
}

const id = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' ? rowIdFromText(text) : undefined;
};

/** Keeps the ids that can be row ids and drops the rest (a typed address cannot break the page). */
export const parseItemSearch = (search: Record<string, unknown>): ItemSearch => ({
  itemId: id(search.itemId),
  lineId: id(search.lineId),
});
