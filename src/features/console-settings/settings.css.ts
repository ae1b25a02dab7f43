import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The owner's Settings (decision 0089): one column of forms and cards, nothing wider than a phone. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '48rem', display: 'grid', gap: space.lg });

export const section = style({ display: 'grid', gap: space.md });

export const form = style({ display: 'grid', gap: space.md, maxWidth: '36rem' });

export const hosts = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  padding: space.md,
  border: `1px solid ${line}`,
});

export const host = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, overflowWrap: 'anywhere' });

/** The field's own error look (ui/field): dark red, in words. */
export { error } from '#src/ui/field/field.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0 });

/** The shop's switch: a checkbox beside its label, the hint under them. */
export const check = style({ display: 'flex', gap: space.sm, alignItems: 'center', margin: 0 });
