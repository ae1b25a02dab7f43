/* The price list's tables, one per category: the family's list and the public one (decision 0079), drawn as every table of figures. */

export { number, table } from '#src/ui/table/data-table.css.ts';
