/*
 * The short list of fonts a custom memorial theme may use, with their CSS stacks (no web font is
 * loaded), and the palette a theme starts from. Plain data without zod: the public obituary page and
 * the family's select-theme page read it (contract/family-media.ts validates with it).
 */
export const themeFonts = {
  classic: 'Georgia, "Times New Roman", serif',
  elegant: '"Palatino Linotype", Palatino, "Book Antiqua", serif',
  modern: 'system-ui, "Segoe UI", Roboto, sans-serif',
  clear: 'Verdana, Tahoma, sans-serif',
} as const;
export type ThemeFont = keyof typeof themeFonts;

export const themeFontNames: Record<ThemeFont, string> = {
  classic: 'Classic (Georgia)',
  elegant: 'Elegant (Palatino)',
  modern: 'Modern (system sans-serif)',
  clear: 'Clear (Verdana)',
};

/** The palette a stock theme pairs with its image (and a custom theme starts from). */
export const defaultThemeColors = {
  backgroundColor: '#fbf8f3',
  textColor: '#2b2622',
  accentColor: '#5b4a3a',
  font: 'classic',
} as const satisfies Omit<ThemeLook, 'backgroundImageUrl'>;

/** What a page wears: the same shape for a stock and a custom theme. */
export interface ThemeLook {
  backgroundColor: string;
  textColor: string;
  accentColor: string;
  font: ThemeFont;
  backgroundImageUrl: string | null;
}

/** The theme as CSS custom properties on the element that wears it (the obituary page, the preview). */
export function themeCustomProperties(look: ThemeLook): Record<string, string> {
  return {
    '--memorial-background': look.backgroundColor,
    '--memorial-text': look.textColor,
    '--memorial-accent': look.accentColor,
    '--memorial-font': themeFonts[look.font] ?? themeFonts.classic,
    '--memorial-image': look.backgroundImageUrl ? `url("${encodeURI(look.backgroundImageUrl)}")` : 'none',
  };
}
