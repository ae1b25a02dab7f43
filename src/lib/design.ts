import type { CornerStyle, Design } from '#contract/website.ts';

/** Spec §3: the secondary colour is colorText at 0.1 opacity. */
export const SECONDARY_OPACITY = 0.1;

export function withOpacity(hex: string, opacity: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

export const secondaryColor = (design: Pick<Design, 'colorText'>): string =>
  withOpacity(design.colorText, SECONDARY_OPACITY);

/** Square: no rounding; Rounded: fully rounded; Soft Square: medium rounding. */
const cornerRadii: Record<CornerStyle, string> = {
  Square: '0',
  Rounded: '9999px',
  'Soft Square': '0.5rem',
};

export const cornerRadius = (style: CornerStyle): string => cornerRadii[style];
