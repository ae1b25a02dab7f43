import { style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/* The team page (decision 0062): the invitation form, then one card per account; nothing wider than a phone. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '56rem', display: 'grid', gap: space.lg });

export const status = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

export const panel = style({
  display: 'grid',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const panelTitle = style({ margin: 0, fontSize: '1.25rem' });

export const inviteFields = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' } },
});

export const members = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const memberName = style({ margin: 0, fontSize: '1.15rem', overflowWrap: 'anywhere' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
});

export const factName = style({ fontWeight: 600 });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const roleForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space.sm,
});

export const roleField = style({ flex: '1 1 12rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0 });

export const paging = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center', margin: 0 });
