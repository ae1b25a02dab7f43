import type { ReactNode } from 'react';
import { staffRole, staffRoleNames, type StaffRole } from '#contract/staff-roles.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';

export interface RoleSelectProps {
  id: string;
  label: ReactNode;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  error?: string | undefined;
  className?: string;
}

/** A role picker: the contract's roles by their console names. */
export function RoleSelect({ id, label, value, onChange, error, className }: RoleSelectProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(attributes) => (
        <select
          {...attributes}
          className={control}
          value={value}
          onChange={(event) => onChange(staffRole.parse(event.target.value))}
        >
          {staffRole.options.map((role) => (
            <option key={role} value={role}>
              {staffRoleNames[role]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
