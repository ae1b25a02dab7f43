/** One choice of a select: what is sent, and what the person reads. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * The choices of a <select>: first an empty one when a placeholder is given ("Choose one", which
 * leaves the value empty), then each option in the order given.
 */
export function OptionList({
  options,
  placeholder,
}: {
  options: readonly SelectOption[];
  placeholder?: string | undefined;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
