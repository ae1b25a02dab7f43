import { globalStyle, style } from '@vanilla-extract/css';
import { errorColor } from '#src/ui/field/control.css.ts';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The obituary, memorial wall and proof task pages. */

export const stack = style({ display: 'grid', gap: space.lg });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const note = style({ margin: 0 });

export const error = style({ margin: 0, color: errorColor, fontWeight: 600 });

/** A proof page shown large: the whole width, never wider than its own pixels. */
export const proofImage = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  border: `1px solid ${vars.color.secondary}`,
  background: '#fff',
});

export const video = style({ display: 'block', width: '100%', maxWidth: '56rem', height: 'auto', background: '#000' });

export const memoryPhoto = style({ maxWidth: '16rem', height: 'auto' });

/** Text as typed (comments, memories): its line breaks kept. */
export const typed = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, fontSize: '0.95rem' });
globalStyle(`${meta} strong`, { fontWeight: 600 });

/** The funeral home's answers under a comment (decision 0078). */
export const answers = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: space.md,
  borderInlineStart: '3px solid currentColor',
  display: 'grid',
  gap: space.sm,
});
