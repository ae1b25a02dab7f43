import { z } from 'zod';
import { numberFromText } from './canonical-digits.ts';

// Text in canonical digits becomes its number; anything else is left as it came, for z.number()
// to refuse.
const readDigits = (value: unknown): unknown => (typeof value === 'string' ? (numberFromText(value) ?? value) : value);

/**
 * A whole number of a path or query, from `min` (up to `max`), which arrives as text (decision
 * 0056): "16" is 16; "016", "+16", "16.0", "1e1", "0x10" or "twelve" is spec §5 'Expected
 * number', and a path id of that kind answers 404 (server/http/validation-error.ts). A preprocess,
 * so the OpenAPI document shows the integer it reads.
 */
export function numberParam(min: number, max?: number) {
  const whole = z.number().int().min(min);
  return z.preprocess(readDigits, max === undefined ? whole : whole.max(max));
}
