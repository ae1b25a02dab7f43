import { describe, expect, it } from 'vitest';
import { judgePassword } from './password-strength.ts';

const tooCommon = 'This password is too common or too easy to guess. Try a longer phrase of unrelated words.';

describe('judgePassword', () => {
  it.each(['password1234', 'qwertyuiop123', 'iloveyou12345', 'Password1234!', '123456789012', 'aaaaaaaaaaaa'])(
    'refuses the easy-to-guess %s, giving the reason',
    (password) => {
      const verdict = judgePassword(password);
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.message.startsWith(tooCommon)).toBe(true);
    },
  );

  it("adds the library's own warning when it has one", () => {
    expect(judgePassword('password1234')).toEqual({
      ok: false,
      message: `${tooCommon} This is similar to a commonly used password.`,
    });
  });

  it.each(['willow-candle-4821', 'correct horse battery staple', 'lantern-harbor-9931'])('accepts %s', (password) => {
    expect(judgePassword(password)).toEqual({ ok: true });
  });

  it("counts the account's own words as known", () => {
    const password = 'ashdownrose2';
    expect(judgePassword(password).ok).toBe(true);
    expect(judgePassword(password, ['rose.ashdown@family.example', 'Rose Ashdown']).ok).toBe(false);
  });

  it.each([
    ['lucia.moreno2026', ['lucia.moreno@family.example', 'Lucia Moreno']],
    ['clarawhitfield2026', ['clara.whitfield@family.example', 'Clara Whitfield']],
    ['whitfield_clara1', ['cw@family.example', 'Clara Whitfield']],
    ['cwhitfield+portal', ['cwhitfield+portal@family.example', 'C. W.']],
    ['juniperhillfunerals', ['ann@juniper-hill-funerals.example', 'Ann Lee']],
  ])("refuses %s, made of the account's own name or address", (password, known) => {
    expect(judgePassword(password).ok).toBe(true);
    expect(judgePassword(password, known).ok).toBe(false);
  });
});
