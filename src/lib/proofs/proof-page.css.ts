import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* A proof page that is a page of a PDF: a card in the place of the page's image. */

export const pdfPage = style({
  display: 'grid',
  gap: space.sm,
  maxWidth: '24rem',
  padding: space.md,
  border: `1px solid ${vars.color.secondary}`,
  background: '#fff',
  color: '#1a1a1a',
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  border: `1px solid ${vars.color.secondary}`,
});
