import { z } from 'zod';
import { themeFonts, type ThemeFont } from './theme-fonts.ts';

/** What a memorial page wears (contract/theme-fonts.ts ThemeLook): the same shape for stock and custom themes. */
export const appliedTheme = z.object({
  backgroundColor: z.string(),
  textColor: z.string(),
  accentColor: z.string(),
  font: z.enum(Object.keys(themeFonts) as [ThemeFont, ...ThemeFont[]]),
  backgroundImageUrl: z.string().nullable(),
});
export type AppliedTheme = z.infer<typeof appliedTheme>;
