import { assignInlineVars } from '@vanilla-extract/dynamic';
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

/** Inline custom properties that fill the theme contract from a site's design. */
export function themeStyle(design: Design): Record<string, string> {
  return assignInlineVars(vars, {
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
