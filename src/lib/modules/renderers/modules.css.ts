import { style, globalStyle } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'center',
  minHeight: '22rem',
  color: vars.color.onPrimary,
  background: vars.color.primary,
  overflow: 'hidden',
});

export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.35,
});

export const heroBody = style({
  position: 'relative',
  paddingBlock: space.xxl,
  maxWidth: '44rem',
});

export const heroHeading = style({ fontSize: 'clamp(2rem, 5vw, 3.25rem)', color: 'inherit' });

export const heroSub = style({ fontSize: '1.25rem', marginBottom: space.lg });

export const prose = style({ maxWidth: '48rem' });
globalStyle(`${prose} a`, { color: vars.color.primary, textUnderlineOffset: '0.2em' });

export const split = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const splitImageRight = style({
  '@media': { [breakpoints.medium]: { order: 2 } },
});

/**
 * A module's picture, of any size the CMS holds: its box is reserved (3:2, the picture fills it) so
 * the text below does not move when a lazily loaded picture arrives (decision 0097).
 */
export const roundedImage = style({
  borderRadius: vars.radius.card,
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});

export const callout = style({
  background: vars.color.secondary,
  borderRadius: vars.radius.card,
  padding: space.xl,
  textAlign: 'center',
});

export const cardGrid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
  padding: space.lg,
  height: '100%',
});

export const cardHeading = style({ fontSize: '1.25rem' });

export const address = style({ fontStyle: 'normal', marginBottom: space.sm });

export const faqItem = style({
  borderBottom: `1px solid ${vars.color.secondary}`,
  paddingBlock: space.md,
});

export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: '1.125rem',
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
});

export const figure = style({ margin: 0 });

export const caption = style({ fontSize: '0.9rem', marginTop: space.sm });

export const quoteList = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const quote = style({
  margin: 0,
  padding: space.lg,
  background: vars.color.secondary,
  borderRadius: vars.radius.card,
  fontSize: '1.125rem',
});

export const quoteSource = style({ marginTop: space.sm, fontStyle: 'normal', fontWeight: 600 });

export const memberRole = style({ fontWeight: 600, marginBottom: space.sm });

export const memberPhoto = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: '50%',
  marginBottom: space.md,
});

export const videoFrame = style({
  position: 'relative',
  width: '100%',
  maxWidth: '48rem',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  background: vars.color.text,
});

export const videoPlayer = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const videoStart = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  width: '100%',
  border: 0,
  color: vars.color.onPrimary,
  background: vars.color.primary,
  fontSize: '1.125rem',
  fontFamily: 'inherit',
  cursor: 'pointer',
  padding: space.lg,
});

export const playIcon = style({ fontSize: '2.5rem', lineHeight: 1 });

export const contactList = style({ display: 'grid', gap: space.sm, margin: `0 0 ${space.md}` });
