import { parseArgs } from 'node:util';
import { z } from 'zod';
import { isHostName, isSiteAddress, siteAddressOf } from '#contract/company-settings.ts';
import { isTimeZone } from '#contract/staff-obituaries.ts';
import type { Address } from '#contract/website.ts';
import { normalizeHost } from '#server/services/tenancy.ts';
import { backupCommandUsage, parseBackupCommand, type BackupCommand } from './backup-options.ts';

/*
 * The flags of `npm run company -- create` (decision 0084) and `… update` (decision 0089), parsed by
 * zod schemas whose messages name the flag and say what a good value looks like: the command answers
 * them with exit code 2. Hosts, site addresses and time zones follow the console's rules
 * (contract/company-settings.ts).
 */

export const companyCommandUsage = `Usage: npm run company -- create [flags]
${backupCommandUsage}

create's flags:
  --name "Harbor Light Funeral Home"        the funeral home's name
  --host harbor.example                     a host its site answers on (repeat for more)
  --site-url https://harbor.example         the public address its mails link to
  --time-zone America/New_York              the IANA time zone it works in
  --location "Name|Street, City, Region Postal code[, Country]|Phone[|Email]"
                                            a location (repeat for more; the first is the main one)
  --mail-from care@harbor.example           the address its mails come from (default: MAIL_FROM's)
  --notification-email office@harbor.example
                                            where requests and orders are mailed when a location has
                                            no email of its own (default: the owner's email)
  --owner-name "Ada Harbor"                 the first owner, who gets a link to choose a password
  --owner-email ada@harbor.example

       npm run company -- update --company harbor.example [flags]

  --company harbor.example                  the company to change: a host it answers on
  --name, --time-zone, --site-url           as for create
  --add-host www.harbor.example             another host its site answers on (repeat for more)
  --remove-host old.harbor.example          a host it no longer answers on (repeat for more)
  --mail-from care@harbor.example           the address its mails come from ("" for MAIL_FROM's)
  --notification-email office@harbor.example
                                            where requests and orders go when a location has no email
                                            ("" for every owner's own address)
  --location "Name|Street, City, Region Postal code[, Country]|Phone[|Email]"
                                            the location of that name changed, or a new one (repeat)
  --retire-location "Name"                  nothing new may choose it; its cases keep it (repeat)
  --restore-location "Name"                 in service again (repeat)

The database is the server's: DATABASE_URL, else the PGlite folder DATA_DIR (default ./data); the media
store is the server's too (DATA_DIR/media by default). With PGlite, stop the server first (one process opens its folder); with PostgreSQL, running
servers take an update at once.`;

export interface CompanyLocation {
  name: string;
  address: Address;
  phoneNumber: string;
  email: string | null;
}

const line = (flag: string) =>
  z
    .string({ error: `${flag} is missing.` })
    .trim()
    .min(1, `${flag} is empty.`)
    .max(200, `${flag} is longer than 200 characters.`);

const email = (flag: string) =>
  z
    .string({ error: `${flag} is missing.` })
    .trim()
    .pipe(z.email(`${flag} is not an email address (for example ada@harbor.example).`));

const hostFlag = (flag: string) =>
  z.string().transform((value, context) => {
    const normalized = normalizeHost(value);
    if (normalized && isHostName(normalized)) return normalized;
    context.addIssue({
      code: 'custom',
      message: `${flag} "${value}" is not a host name (for example harbor.example).`,
    });
    return z.NEVER;
  });
const host = hostFlag('--host');

const siteUrl = z.string({ error: '--site-url is missing.' }).transform((value, context) => {
  if (isSiteAddress(value.trim())) return siteAddressOf(value);
  context.addIssue({
    code: 'custom',
    message: '--site-url is not an https address (for example https://harbor.example; http only for localhost).',
  });
  return z.NEVER;
});

const timeZone = z.string({ error: '--time-zone is missing.' }).refine(isTimeZone, {
  error: (issue) => `--time-zone "${String(issue.input)}" is not a time zone (for example America/New_York).`,
});

/** "12 Wharf Street, Suite 2, Portland, ME 04101[, US]": street lines, city, region and postal code, country. */
export function parseAddress(text: string): Address | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length >= 4 && /^[A-Za-z]{2}$/.test(parts.at(-1) ?? '') ? parts.pop()!.toUpperCase() : 'US';
  if (parts.length < 3) return null;
  const regionAndPostal = /^(\S+)\s+(.+)$/.exec(parts.pop()!);
  const city = parts.pop()!;
  const [line1, ...rest] = parts;
  if (!regionAndPostal || !line1) return null;
  return {
    line1,
    ...(rest.length > 0 ? { line2: rest.join(', ') } : {}),
    city,
    region: regionAndPostal[1]!,
    postalCode: regionAndPostal[2]!,
    country,
  };
}

const location = z.string().transform((value, context): CompanyLocation => {
  const [name = '', addressText = '', phoneNumber = '', mail = '', ...extra] = value.split('|').map((s) => s.trim());
  const address = parseAddress(addressText);
  const problem = (message: string) => {
    context.addIssue({ code: 'custom', message: `--location "${value}": ${message}` });
    return z.NEVER;
  };
  if (!name || !addressText || !phoneNumber || extra.length > 0)
    return problem('write it as "Name|Street, City, Region Postal code|Phone", with an optional "|Email".');
  if (!address)
    return problem(
      `the address needs a street, a city, and a region with its postal code, separated by commas (for example "12 Wharf Street, Portland, ME 04101").`,
    );
  if (mail && !z.email().safeParse(mail).success) return problem(`"${mail}" is not an email address.`);
  return { name, address, phoneNumber, email: mail || null };
});

export const companyOptions = z.object({
  name: line('--name'),
  hosts: z.array(host).min(1, 'Give at least one --host.'),
  siteUrl,
  timeZone,
  locations: z.array(location).min(1, 'Give at least one --location.'),
  senderAddress: email('--mail-from').optional(),
  /** Unset: the owner's email (decision 0100). */
  notificationAddress: email('--notification-email').optional(),
  owner: z.object({ name: line('--owner-name'), email: email('--owner-email') }),
});
export type CompanyOptions = z.infer<typeof companyOptions>;

export const updateOptions = z.object({
  company: hostFlag('--company'),
  name: line('--name').optional(),
  timeZone: timeZone.optional(),
  siteUrl: siteUrl.optional(),
  addHosts: z.array(hostFlag('--add-host')),
  removeHosts: z.array(hostFlag('--remove-host')),
  /** "": back to MAIL_FROM's address. */
  senderAddress: z.union([z.literal(''), email('--mail-from')]).optional(),
  /** "": none, so requests and orders for a location without email go to every owner. */
  notificationAddress: z.union([z.literal(''), email('--notification-email')]).optional(),
  locations: z.array(location),
  retire: z.array(line('--retire-location')),
  restore: z.array(line('--restore-location')),
});
export type UpdateOptions = z.infer<typeof updateOptions>;

export type ParsedCommand =
  | { kind: 'create'; options: CompanyOptions }
  | { kind: 'update'; options: UpdateOptions }
  | BackupCommand
  | { kind: 'help' }
  | { kind: 'bad'; problems: string[] };

const problemsOf = (error: z.ZodError) => ({
  kind: 'bad' as const,
  problems: error.issues.map((issue) => issue.message),
});

/** argv after the script's name: `create --name … --host …`, `backup …` or `restore …`. */
export function parseCompanyCommand(argv: string[]): ParsedCommand {
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  if (argv[0] === 'backup' || argv[0] === 'restore') return parseBackupCommand(argv);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string' },
        host: { type: 'string', multiple: true },
        'site-url': { type: 'string' },
        'time-zone': { type: 'string' },
        location: { type: 'string', multiple: true },
        'mail-from': { type: 'string' },
        'notification-email': { type: 'string' },
        'owner-name': { type: 'string' },
        'owner-email': { type: 'string' },
        company: { type: 'string' },
        'add-host': { type: 'string', multiple: true },
        'remove-host': { type: 'string', multiple: true },
        'retire-location': { type: 'string', multiple: true },
        'restore-location': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'bad', problems: [error instanceof Error ? error.message : String(error)] };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const command = positionals.length === 1 ? positionals[0] : undefined;
  if (command === 'update') {
    const result = updateOptions.safeParse({
      company: values.company ?? '',
      name: values.name,
      timeZone: values['time-zone'],
      siteUrl: values['site-url'],
      addHosts: values['add-host'] ?? [],
      removeHosts: values['remove-host'] ?? [],
      senderAddress: values['mail-from'],
      notificationAddress: values['notification-email'],
      locations: values.location ?? [],
      retire: values['retire-location'] ?? [],
      restore: values['restore-location'] ?? [],
    });
    return result.success ? { kind: 'update', options: result.data } : problemsOf(result.error);
  }
  if (command !== 'create')
    return {
      kind: 'bad',
      problems: [
        `Unknown command "${positionals.join(' ')}": the commands are "create", "update", "backup" and "restore".`,
      ],
    };

  const result = companyOptions.safeParse({
    name: values.name,
    hosts: values.host ?? [],
    siteUrl: values['site-url'],
    timeZone: values['time-zone'],
    locations: values.location ?? [],
    senderAddress: values['mail-from'],
    notificationAddress: values['notification-email'],
    owner: { name: values['owner-name'], email: values['owner-email'] },
  });
  return result.success ? { kind: 'create', options: result.data } : problemsOf(result.error);
}
