import { style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/* The console's cases (decision 0065): cards and definition lists, not tables, so a phone reads them. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '56rem', display: 'grid', gap: space.lg, minWidth: 0 });

export const lead = style({ margin: 0 });

export const filters = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: '2fr 1fr 1fr auto', alignItems: 'end' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const card = style({
  display: 'grid',
  gap: space.xs,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  minWidth: 0,
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

export const panel = style([card, { gap: space.md }]);

export const panelTitle = style({ margin: 0, fontSize: '1.25rem' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: space.xs,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
});

export const fact = style({ margin: 0, overflowWrap: 'anywhere' });

export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const person = style({
  display: 'grid',
  gap: space.xs,
  paddingBlockEnd: space.sm,
  borderBottom: `1px solid ${line}`,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const form = style({ display: 'grid', gap: space.md });

export const group = style({ display: 'grid', gap: space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const groupTitle = style({ fontWeight: 700, padding: 0, marginBlockEnd: space.sm });

export const alert = style({ margin: 0, fontWeight: 600, selectors: { '&:empty': { display: 'none' } } });

export const tasks = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });

/** Text as the family typed it: its line breaks kept, long words wrapped. */
export const typed = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const answers = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: space.md,
  borderInlineStart: `3px solid ${line}`,
  display: 'grid',
  gap: space.sm,
});

export const proofImage = style({ display: 'block', maxWidth: '100%', height: 'auto', border: `1px solid ${line}` });

export const proofVideo = style({ display: 'block', width: '100%', maxWidth: '40rem', height: 'auto' });
