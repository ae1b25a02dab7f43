import { style, styleVariants } from '@vanilla-extract/css';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import { space, vars } from '../theme/theme.css.ts';
import { buttonClass } from './button-class.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: `${space.sm} ${space.lg}`,
  fontFamily: 'inherit',
  fontSize: '1rem',
  fontWeight: 600,
  textDecoration: 'none',
  border: '2px solid transparent',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
});

/** Primary uses buttonCorners, secondary uses secondaryButtonCorners (spec §3). */
const tones = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: vars.radius.button,
      selectors: { '&:hover': { filter: 'brightness(1.1)' } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.secondary,
      color: vars.color.text,
      borderColor: vars.color.text,
      borderRadius: vars.radius.secondaryButton,
      selectors: { '&:hover': { background: vars.color.surface } },
    },
  ],
  /** On a primary-coloured band (a hero): light surface, text colour, secondary corners. */
  inverse: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderRadius: vars.radius.secondaryButton,
      selectors: { '&:hover': { background: vars.color.background } },
    },
  ],
});

/** `button({ tone })`: the class of a button, primary by default (the runtime is button-class.ts). */
export const button = addFunctionSerializer(buttonClass(tones), {
  importPath: '#src/ui/button/button-class.ts',
  importName: 'buttonClass',
  args: [tones],
});
