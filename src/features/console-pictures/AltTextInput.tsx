import { PICTURE_ALT_MAX } from '#contract/staff-pictures.ts';
import type { FieldControlAttributes } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';

/** A picture's alt text as typed, as long as the API takes it. */
export function AltTextInput({
  attributes,
  value,
  onChange,
}: {
  attributes: FieldControlAttributes;
  value: string;
  onChange: (alt: string) => void;
}) {
  return (
    <input
      {...attributes}
      className={control}
      value={value}
      maxLength={PICTURE_ALT_MAX}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
