import { style } from '@vanilla-extract/css';
import { contentWidth, space, vars } from '#src/ui/theme/theme.css.ts';

/* The family portal's frame; its sign-in and password pages use #src/lib/account/account.css.ts. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const bar = style({
  borderBottom: `1px solid ${line}`,
  background: vars.color.surface,
});

export const barInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  maxWidth: contentWidth,
  marginInline: 'auto',
  padding: `${space.sm} ${space.md}`,
});

export const barTitle = style({ margin: 0, fontSize: '1.1rem', fontWeight: 600 });

export const barActions = style({ display: 'flex', alignItems: 'center', gap: space.md });
