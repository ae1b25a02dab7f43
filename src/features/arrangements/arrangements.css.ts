import { style } from '@vanilla-extract/css';
import { control } from '#src/ui/field/control.css.ts';
import { tile } from '#src/ui/tile/tile.css.ts';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ display: 'grid', gap: space.lg, paddingBlock: space.lg });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  borderBottom: `1px solid ${vars.color.muted}`,
});

export const tab = style({
  display: 'inline-block',
  padding: `${space.sm} ${space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cards = style({
  display: 'grid',
  gap: space.md,
  listStyle: 'none',
  padding: 0,
  '@media': { [breakpoints.small]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
});

export const card = style([tile, { alignContent: 'start', padding: space.md, background: vars.color.surface }]);

export const chosenCard = style({ borderColor: vars.color.primary, borderWidth: '3px' });

export const photo = style({ width: '100%', height: 'auto', borderRadius: vars.radius.card });
export const thumb = style({ width: '6rem', height: 'auto', borderRadius: vars.radius.card });

export const price = style({ fontWeight: 700 });

export const category = style({ display: 'grid', gap: space.sm });

export const line = style([tile, { padding: space.md }]);

export const lineHead = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, justifyContent: 'space-between' });

export const status = style({ margin: 0 });
export const statusMissing = style({ margin: 0, fontWeight: 700 });

export const choices = style({ display: 'grid', gap: space.sm, border: 0, padding: 0, margin: 0 });

export const choice = style({ display: 'flex', gap: space.sm, alignItems: 'center' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end' });

export const quantity = style([control, { width: '5rem' }]);

export const form = style({ display: 'grid', gap: space.md, maxWidth: '36rem' });

export const alert = style({
  padding: space.md,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.card,
});

export const total = style({ fontSize: '1.25rem', fontWeight: 700 });

/** The running total's parts (subtotal, tax, cash advances): label and amount on one line each. */
export const totalParts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  columnGap: space.md,
  margin: 0,
});

export const totalPart = style({ display: 'contents' });

export const totalAmount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
