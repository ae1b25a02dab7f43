import { globalStyle, style } from '@vanilla-extract/css';
import { onPaper, printMainOnly } from '#src/ui/styles/print.ts';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ paddingBlock: space.xl });

export const header = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'center',
  marginBottom: space.lg,
  '@media': { [breakpoints.small]: { gridTemplateColumns: 'auto 1fr' } },
});

export const portrait = style({
  width: '12rem',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});

export const name = style({ marginBottom: space.xs });

export const lifeDates = style({ fontSize: '1.1rem', margin: 0 });

export const text = style({ maxWidth: '46rem' });
globalStyle(`${text} a`, { color: vars.color.primary });

/** The family's notice that it asks for donations in lieu of flowers (decision 0082). */
export const noFlowers = style({ maxWidth: '46rem', fontStyle: 'italic' });

export const schedule = style({ marginTop: space.xl, maxWidth: '46rem' });

export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.small]: { gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' } },
});

export const event = style({
  display: 'grid',
  alignContent: 'start',
  gap: space.sm,
  padding: space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
  breakInside: 'avoid',
});

export const eventKind = style({ fontSize: '1.2rem', margin: 0 });

export const eventWhen = style({ margin: 0, fontWeight: 600 });

export const eventPlace = style({ fontStyle: 'normal' });

export const eventLinks = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, margin: 0 });
globalStyle(`${eventLinks} a`, {
  color: vars.color.primary,
  display: 'inline-block',
  minHeight: '1.5rem',
});

export const livestream = style({ marginTop: space.md, fontWeight: 600 });
globalStyle(`${livestream} a`, { color: vars.color.primary });

export const share = style({ marginBottom: space.lg });

export { inlineList as shareList } from '#src/ui/styles/rows.css.ts';

export const copied = style({ margin: `${space.sm} 0 0`, fontWeight: 600, minHeight: '1.6em' });

/*
 * Printing an obituary (the "Print" button, or the browser's own): the person, the text and the
 * schedule in black on white, without the site's header, footer, navigation or share buttons.
 */
export { noPrint } from '#src/ui/styles/print.css.ts';

// The site's layout (header, main, footer) wraps this page: only <main> prints.
printMainOnly(page);
globalStyle(`${page} ${event}`, onPaper({ border: '1px solid black' }));

/*
 * The family's memorial theme (the select-theme task): the layout sets CSS custom properties
 * from the theme (contract/theme-fonts.ts themeCustomProperties) and this wears them; the photo
 * stays behind a veil of the background colour so the text keeps its contrast.
 */
export const themed = style({
  backgroundColor: 'var(--memorial-background)',
  backgroundImage:
    'linear-gradient(color-mix(in srgb, var(--memorial-background) 88%, transparent), color-mix(in srgb, var(--memorial-background) 88%, transparent)), var(--memorial-image)',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  color: 'var(--memorial-text)',
  fontFamily: 'var(--memorial-font)',
  borderRadius: vars.radius.card,
  paddingInline: space.lg,
});
globalStyle(`${themed} h1, ${themed} h2, ${themed} h3`, {
  color: 'var(--memorial-accent)',
  fontFamily: 'var(--memorial-font)',
});
