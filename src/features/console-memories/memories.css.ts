import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The console's memories (decision 0066): cards, not a table, so nothing is wider than a phone. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '56rem', display: 'grid', gap: space.lg });

export const lead = style({ margin: 0, fontWeight: 600 });

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

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: '1.15rem', overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, overflowWrap: 'anywhere' });

/** What the visitor wrote, as typed: text, never markup. */
export const body = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const photo = style({ display: 'block', maxWidth: '100%', width: '12rem', height: 'auto' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const status = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });
