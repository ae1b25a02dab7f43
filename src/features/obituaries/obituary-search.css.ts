import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ paddingBlock: space.xl });

export const form = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'end',
  padding: space.lg,
  marginBottom: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
  '@media': {
    [breakpoints.small]: { gridTemplateColumns: '1fr 1fr' },
    [breakpoints.medium]: { gridTemplateColumns: '2fr 1fr 1fr 1fr auto' },
  },
});
globalStyle(`${form} input, ${form} select`, {
  font: 'inherit',
  minHeight: '2.75rem',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${vars.color.text}`,
  borderRadius: '4px',
  background: vars.color.background,
  color: vars.color.text,
  width: '100%',
});

export const nameField = style({
  '@media': { [breakpoints.small]: { gridColumn: '1 / -1' }, [breakpoints.medium]: { gridColumn: 'auto' } },
});

export const submit = style({ alignSelf: 'end' });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  marginBottom: space.lg,
});

export const count = style({ margin: 0, fontWeight: 600, fontSize: '1.1rem' });

export const pager = style({ display: 'flex', alignItems: 'center', gap: space.md, marginTop: space.xl });
