import { parseArgs } from 'node:util';

/*
 * The flags of `npm run company -- backup` and `restore` (decision 0087). Bad ones are answered like
 * create's (company-options.ts): what is wrong, exit code 2, before any database is opened.
 */

export const backupCommandUsage = `       npm run company -- backup --company <slug or host> --out <file.tar.gz>
       npm run company -- restore <file.tar.gz>

backup writes one company's rows and media files, as of one instant, to a new file (a gzipped tar);
restore puts them into an install with no company (docs/operations.md "Backups").`;

export type BackupCommand =
  | { kind: 'backup'; company: string; out: string }
  | { kind: 'restore'; file: string }
  | { kind: 'bad'; problems: string[] };

/** argv from the command's name on: `backup --company … --out …` or `restore <file>`. */
export function parseBackupCommand(argv: string[]): BackupCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { company: { type: 'string' }, out: { type: 'string' } },
    });
  } catch (error) {
    return { kind: 'bad', problems: [error instanceof Error ? error.message : String(error)] };
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (command === 'backup') {
    const problems = [
      ...(rest.length > 0 ? [`backup takes no file name but --out's: "${rest.join(' ')}".`] : []),
      ...(values.company?.trim() ? [] : ['--company is missing: the slug or a host of the company to back up.']),
      ...(values.out?.trim() ? [] : ['--out is missing: the file to write the backup to (for example backup.tar.gz).']),
    ];
    return problems.length > 0
      ? { kind: 'bad', problems }
      : { kind: 'backup', company: values.company!.trim(), out: values.out!.trim() };
  }
  const problems = [
    ...(values.company !== undefined || values.out !== undefined
      ? ['restore takes only the backup file: the company and its hosts are in it.']
      : []),
    ...(rest.length === 1
      ? []
      : ['restore takes one backup file, for example: npm run company -- restore backup.tar.gz']),
  ];
  return problems.length > 0 ? { kind: 'bad', problems } : { kind: 'restore', file: rest[0]! };
}
