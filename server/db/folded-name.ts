import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldName } from '#contract/name-fold.ts';

/*
 * A name column as contract/name-fold.ts foldName writes it, in SQL: lower-cased, and translate() of
 * the accented letters, small and capital, foldName turns into one letter (the few it turns into two,
 * ß or æ, match only as typed). The letters are written into the SQL as literals, not parameters:
 * it is the expression of the stored, generated `…_folded` columns (tables/planning.ts,
 * case-invitations.ts, builder.ts; decision 0069) the case search (services/staff/cases/case-search.ts)
 * matches and the trigram indexes cover.
 */

const ACCENTED = 'àáâãäåāăąçćčďđèéêëēėęěìíîïīįıłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżžð';
// Capitals too: PostgreSQL's lower() leaves them as they are under the C locale (the test clusters').
const accented = [...new Set([...ACCENTED].flatMap((letter) => [letter, letter.toUpperCase()]))].filter(
  (letter) => /[^\x00-\x7f]/.test(letter) && foldName(letter).length === 1,
);
const FROM = accented.join('');
const TO = accented.map((letter) => foldName(letter)).join('');
if (/['\\]/.test(FROM + TO)) throw new Error('folded-name: the letters must not need quoting');

/** `column` lower-cased and without accents, as foldName would write it. */
export const foldedName = (column: AnyColumn): SQL =>
  sql`translate(lower(${column}), ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)})`;
