/*
 * One way to fold a person's name for matching and for URLs, shared by the server (search, canonical
 * obituary and case URLs) and the browser (links it builds). "Björk" and "bjork" must meet: a
 * visitor types without accents and case.
 */

// Letters Unicode does not decompose into a base letter and a mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

/** "  Ingrid  BJÖRK-Ødegård " → "ingrid bjork-odegard": lower case, no accents, single spaces. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðþßæœı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The most characters a slug keeps: URLs stay readable. */
export const NAME_SLUG_MAX = 60;

/**
 * "Margaret Ellis" → "margaret-ellis": the readable part of obituary and family-portal URLs
 * (spec §3 nameSlug); `fallback` when the name has no letter or digit we can write.
 */
export function nameSlug(name: string | undefined, fallback = 'case'): string {
  const slug = foldName(name ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_SLUG_MAX)
    .replace(/-+$/, '');
  return slug || fallback;
}
