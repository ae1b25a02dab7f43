import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/** Dark red with at least 6:1 contrast on white and on the site's light backgrounds. */
const errorColor = '#a3221b';
const border = `color-mix(in srgb, ${vars.color.text} 35%, transparent)`;

export const intro = style({ marginTop: 0 });

// ---- Photos

export const gallery = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const thumbnailButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.card,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' } },
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});

export const caption = style({ marginTop: space.xs, fontSize: '0.95rem' });

export const viewer = style({
  width: 'min(100vw - 2rem, 84rem)',
  maxHeight: 'calc(100vh - 2rem)',
  padding: space.md,
  border: 'none',
  borderRadius: vars.radius.card,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.8)' } },
});

export const viewerHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  marginBottom: space.sm,
});

export const viewerTitle = style({ margin: 0, fontSize: '1.1rem' });

export const viewerFigure = style({ margin: 0 });

export const viewerImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'calc(100vh - 12rem)',
  width: 'auto',
  height: 'auto',
  marginInline: 'auto',
});

export const viewerCaption = style({ textAlign: 'center', margin: `${space.sm} 0` });

export const viewerActions = style({ display: 'flex', justifyContent: 'center', gap: space.md });

// ---- Memories

export const memoryList = style({ listStyle: 'none', margin: `0 0 ${space.xl}`, padding: 0 });

export const memory = style({
  padding: `${space.md} 0`,
  borderBottom: `1px solid ${border}`,
});

export const memoryAuthor = style({ fontSize: '1.1rem', margin: 0 });

export const memoryDate = style({ fontSize: '0.9rem', margin: `${space.xs} 0 ${space.sm}` });

/** As typed: the writer's line breaks stay. */
export const memoryBody = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });

export const memoryPhoto = style({
  display: 'block',
  maxWidth: '20rem',
  width: '100%',
  height: 'auto',
  marginTop: space.sm,
  borderRadius: vars.radius.card,
});

export const paging = style({ display: 'flex', gap: space.md, marginBottom: space.xl });

export const form = style({ display: 'grid', gap: space.xs, maxWidth: '40rem' });

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${border}`,
  borderRadius: '4px',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: errorColor, borderWidth: '2px' },
  },
});

export const textarea = style([control, { minHeight: '9rem', resize: 'vertical' }]);

export const formError = style({ color: errorColor, fontWeight: 600, margin: 0 });

export const formStatus = style({
  margin: 0,
  padding: space.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const actions = style({ marginTop: space.sm });

// ---- Video

export const video = style({
  display: 'block',
  width: '100%',
  maxWidth: '48rem',
  height: 'auto',
  background: '#000',
  borderRadius: vars.radius.card,
});

globalStyle(`${gallery} figure`, { margin: 0 });

export const emptyState = style({
  padding: space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  '@media': { [breakpoints.small]: { maxWidth: '40rem' } },
});
