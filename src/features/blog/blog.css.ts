import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ paddingBlock: space.xl });

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.lg });

export const entry = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
  padding: space.lg,
});

export const meta = style({ fontSize: '0.95rem' });

export const pager = style({ display: 'flex', gap: space.md, marginTop: space.xl });

export const article = style({ maxWidth: '46rem' });
globalStyle(`${article} a`, { color: vars.color.primary });
