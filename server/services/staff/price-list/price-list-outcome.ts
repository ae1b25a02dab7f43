/* What a price-list write answers: the row and the list's effective date, or why not. */
export type PriceListOutcome =
  | { kind: 'done'; id: number; effectiveOn: string }
  | { kind: 'not-found' }
  | { kind: 'invalid'; path: string; message: string }
  /** The list is published and the write would leave out what the Funeral Rule asks for (decision 0108). */
  | { kind: 'refused'; words: string[] };

export const invalid = (path: string, message: string): PriceListOutcome => ({ kind: 'invalid', path, message });
export const notFound: PriceListOutcome = { kind: 'not-found' };
