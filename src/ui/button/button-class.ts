export type ButtonTone = 'primary' | 'secondary' | 'inverse';

/**
 * The runtime of the `button` style (button.css.ts): the class of a button of the tone asked for,
 * primary when none is. A recipe from @vanilla-extract/recipes did this with a generic runtime every
 * public page loaded; this one is a line (decision 0090).
 */
export const buttonClass =
  (tones: Readonly<Record<ButtonTone, string>>) =>
  ({ tone = 'primary' }: { tone?: ButtonTone } = {}): string =>
    tones[tone];
