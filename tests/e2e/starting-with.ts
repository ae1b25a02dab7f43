/**
 * A pattern for an accessible name or a text that starts with `text`, as written (no character of it
 * is a pattern's): a choice's label goes on with its price, a delivery's with its time.
 */
export const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
