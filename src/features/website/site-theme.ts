import type { Design } from '#contract/website.ts';
import { cornerRadius, secondaryColor } from '#src/lib/design.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

/** The calm defaults used before a site's design is known (for example on a failed load). */
export const fallbackDesign: Design = {
  colorText: '#1f2a37',
  colorBackground: '#fbfaf7',
  colorPrimary: '#2f5d50',
  colorOnPrimary: '#ffffff',
  fontHeading: 'Georgia, "Times New Roman", serif',
  fontBody: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  buttonCorners: 'Rounded',
  secondaryButtonCorners: 'Soft Square',
};

/** A value for each variable of a theme contract (a nested object of `var(--name)` strings). */
type Tokens<Contract> = { [Key in keyof Contract]: Contract[Key] extends string ? string : Tokens<Contract[Key]> };

/**
 * The inline custom properties that give a contract's variables these values: what vanilla-extract's
 * `assignInlineVars` does, without its runtime in the public entry (decision 0090).
 */
function inlineVars<Contract extends object>(
  contract: Contract,
  tokens: Tokens<Contract>,
  style: Record<string, string> = {},
): Record<string, string> {
  for (const key of Object.keys(tokens) as Array<keyof Contract>) {
    const variable = contract[key];
    const token = tokens[key] as string | Tokens<object>;
    // `var(--name)` → `--name`
    if (typeof variable === 'string') style[variable.slice(4, -1)] = token as string;
    else inlineVars(variable as object, token as Tokens<object>, style);
  }
  return style;
}

/** Inline custom properties that fill the theme contract from a site's design. */
export function themeStyle(design: Design): Record<string, string> {
  return inlineVars(vars, {
    color: {
      text: design.colorText,
      secondary: secondaryColor(design),
      background: design.colorBackground,
      surface: '#ffffff',
      primary: design.colorPrimary,
      onPrimary: design.colorOnPrimary,
      focus: design.colorPrimary,
      muted: design.colorText,
    },
    font: { heading: design.fontHeading, body: design.fontBody },
    radius: {
      button: cornerRadius(design.buttonCorners),
      secondaryButton: cornerRadius(design.secondaryButtonCorners),
      card: '0.75rem',
    },
  });
}
