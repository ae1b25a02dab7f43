import { style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/* The shop's orders (decision 0076): cards, not tables, so nothing is wider than a phone. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '56rem', display: 'grid', gap: space.lg });

export const lead = style({ margin: 0, fontWeight: 600 });

export const filters = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

const box = {
  display: 'grid',
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
} as const;

export const card = style({ ...box, gap: space.xs });

export const panel = style({ ...box, gap: space.md });

export const cardTitle = style({ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' });

export const panelTitle = style({ margin: 0, fontSize: '1.25rem' });

export const badge = style({
  justifySelf: 'start',
  padding: `0 ${space.sm}`,
  border: `1px solid ${line}`,
  borderRadius: '999px',
  fontSize: '0.95rem',
});

export const meta = style({ margin: 0, overflowWrap: 'anywhere' });

export const cardMessage = style({ margin: 0, fontStyle: 'italic', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const status = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

export const facts = style({ margin: 0, display: 'grid', gap: space.sm, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const cancelForm = style({ display: 'grid', gap: space.sm });

export const history = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });
