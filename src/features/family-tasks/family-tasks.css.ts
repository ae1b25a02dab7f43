import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

export const frame = style({ display: 'grid', gap: space.lg });

export const bar = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center', margin: 0 });

export { inlineList as people } from '#src/ui/styles/rows.css.ts';

export const link = style({ color: vars.color.primary, display: 'inline-block', minHeight: '1.5rem' });

export { outlinedControl as control } from '#src/ui/styles/form.css.ts';

export const form = style({ display: 'grid', gap: space.md, maxWidth: '40rem' });

export const wide = style({ width: '100%' });

export { fieldGroup as group, fieldGroupTitle as groupTitle } from '#src/ui/styles/form.css.ts';
