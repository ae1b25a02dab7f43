import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The obituary text field (the family's task and the console's editor): toolbar, textarea, preview. */

export const stack = style({ display: 'grid', gap: space.md });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const editor = style({ minHeight: '16rem', width: '100%', fontFamily: 'inherit', fontSize: '1rem' });

export const preview = style({
  padding: space.lg,
  border: `1px dashed ${vars.color.text}`,
  borderRadius: vars.radius.card,
  minHeight: '6rem',
  overflowWrap: 'anywhere',
});
