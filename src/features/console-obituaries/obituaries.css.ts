import { style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/* The console's obituaries (decision 0066): cards and one column on a phone, nothing wider than it. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '56rem', display: 'grid', gap: space.lg, minWidth: 0 });

export const lead = style({ margin: 0, fontWeight: 600 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'end' });

export const tabs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});

export const tab = style({
  display: 'inline-block',
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${line}`,
  borderRadius: '999px',
  selectors: { '&[aria-current="page"]': { fontWeight: 700, borderWidth: '2px', borderColor: vars.color.text } },
});

export const searchForm = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const card = style({
  display: 'grid',
  gap: space.xs,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' });

export const badges = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const badge = style({
  padding: `0 ${space.sm}`,
  border: `1px solid ${line}`,
  borderRadius: '999px',
  fontSize: '0.95rem',
});

export const meta = style({ margin: 0, overflowWrap: 'anywhere' });

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
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: '1.25rem' });

export const fieldset = style({
  margin: 0,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, padding: `0 ${space.xs}` });

export const twoColumns = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const stack = style({ display: 'grid', gap: space.md, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const step = style({ display: 'grid', gap: space.xs });

export const reason = style({ margin: 0, fontSize: '0.95rem' });

export const choice = style({ display: 'flex', gap: space.sm, alignItems: 'center' });

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
});

export const photoChoice = style({ display: 'grid', gap: space.xs, justifyItems: 'start' });

export const thumb = style({ display: 'block', width: '100%', height: 'auto', borderRadius: '0.25rem' });

export const errorList = style({ margin: 0, paddingInlineStart: space.lg });

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });
