/** One option of a select filter: its value and the words it shows. */
export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/** The choices of a list of values, each shown by its name. */
export const choicesOf = <T extends string>(values: readonly T[], names: Readonly<Record<T, string>>): Choice<T>[] =>
  values.map((value) => ({ value, label: names[value] }));
