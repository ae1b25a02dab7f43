import { multilineText } from './text.ts';

/**
 * A new password (decision 0039): at least 12 characters and at most 128, in spec §5's
 * words ('Must be at least 12 characters', 'Cannot exceed 128 characters'). The browser's form and
 * the server's 422 both check it with this schema. "Not a common password" is the server's check
 * (server/services/password-strength.ts): its dictionary is too large to ship to every page.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const newPassword = multilineText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** The server's words when the strength library finds a password easy to guess (its own warning may follow). */
export const passwordTooCommonMessage =
  'This password is too common or too easy to guess. Try a longer phrase of unrelated words.';
