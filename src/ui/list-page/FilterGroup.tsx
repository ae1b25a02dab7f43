import type { ReactNode } from 'react';

/** A list's filters that apply as they change: a named group, no form and no button. */
export function FilterGroup({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className={className} role="group" aria-label={label}>
      {children}
    </div>
  );
}
