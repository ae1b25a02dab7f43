import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { space, vars } from '../theme/theme.css.ts';

/** Primary uses buttonCorners, secondary uses secondaryButtonCorners (spec §3). */
export const button = recipe({
  base: {
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
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderRadius: vars.radius.button,
        selectors: { '&:hover': { filter: 'brightness(1.1)' } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.text,
        borderColor: vars.color.text,
        borderRadius: vars.radius.secondaryButton,
        selectors: { '&:hover': { background: vars.color.surface } },
      },
      /** On a primary-coloured band (a hero): light surface, text colour, secondary corners. */
      inverse: {
        background: vars.color.surface,
        color: vars.color.text,
        borderRadius: vars.radius.secondaryButton,
        selectors: { '&:hover': { background: vars.color.background } },
      },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
