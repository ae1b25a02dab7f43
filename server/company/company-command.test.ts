import { spawnSync } from 'node:child_process';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { staffInvitationAccepted, staffInvitationView, teamPage } from '#contract/staff-team.ts';
import { siteContent } from '#contract/site-content.ts';
import type { OpenedDatabase } from '#server/db/open-database.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import {
  cases,
  companies,
  companyHosts,
  companyMailSettings,
  locations,
  obituaries,
  products,
  siteVersions,
  users,
} from '#server/db/schema.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openEmptyTestDatabase } from '#tests/server/test-database.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#tests/server/test-smtp.ts';
import { runCompanyCommand } from './run-company-command.ts';

/*
 * `npm run company -- create` (decision 0084): from an empty database, the README's
 * command makes Harbor Light Funeral Home on harbor.localhost; its owner opens the printed (and
 * mailed) link, chooses a password, signs in and reaches a staff route; nothing of the demo is there.
 * The command runs in-process on a migrated database with no company (the run's engine), which
 * the test then serves as the server would; once more as `npm run company` runs it, in a process.
 */

const host = 'harbor.localhost';
const harbor = [
  'create',
  '--name',
  'Harbor Light Funeral Home',
  '--host',
  host,
  '--host',
  'www.harbor.localhost',
  '--site-url',
  'http://harbor.localhost:3000/',
  '--time-zone',
  'America/New_York',
  '--location',
  'Harbor Light Chapel|12 Wharf Street, Portland, ME 04101|(207) 555-0100',
  '--location',
  'Bayside Chapel|4 Shore Road, Suite 2, Falmouth, ME 04105|(207) 555-0101|bayside@harborlight.example',
  '--mail-from',
  'care@harborlight.example',
  '--owner-name',
  'Ada Harbor',
  '--owner-email',
  'Ada@HarborLight.example',
];

interface Run {
  code: number;
  out: string[];
  err: string[];
}

/** The command in this process, on the test's empty database (which it leaves open). */
async function run(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const result: Run = { code: -1, out: [], err: [] };
  const output = { log: (line: string) => result.out.push(line), error: (line: string) => result.err.push(line) };
  result.code = await runCompanyCommand(argv, env, output, async () => ({ ...database, close: async () => {} }));
  return result;
}

let database: OpenedDatabase & { media: MediaStore };
let smtp: TestSmtpServer;
let created: Run;
let again: Run;
let t: TestApp;

beforeAll(async () => {
  [database, smtp] = await Promise.all([openEmptyTestDatabase(), startTestSmtpServer()]);
  const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Lantern <no-reply@lantern.test>' };
  created = await run(harbor, env);
  // The same host for another company: refused.
  again = await run(
    harbor.map((arg) => (arg === 'Harbor Light Funeral Home' ? 'Harbour Lights' : arg)),
    env,
  );
  t = createTestApp(database.db, { media: database.media });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
  await smtp.close();
});

const linkIn = (lines: string[]) => lines.find((line) => line.includes('/staff/invitation/'));

describe('creating a company on an empty database', () => {
  it('prints the owner’s one-time link on the site address, and mails it from the company’s sender', async () => {
    expect(created.err).toEqual([]);
    expect(created.code).toBe(0);
    expect(created.out[0]).toBe(
      'Created Harbor Light Funeral Home (company 1), on harbor.localhost, www.harbor.localhost.',
    );
    const link = linkIn(created.out);
    expect(link).toMatch(/^http:\/\/harbor\.localhost:3000\/staff\/invitation\/[\w-]{43}$/);
    expect(created.out).toContain('The link was mailed to Ada@HarborLight.example.');

    const [mail] = await smtp.waitFor((received) => received.to.includes('ada@harborlight.example'));
    expect(mail!.from).toBe('Harbor Light Funeral Home <care@harborlight.example>');
    expect(mail!.subject).toBe('Your Harbor Light Funeral Home staff console');
    expect(mail!.text).toContain(link);
  });

  it('lets the owner choose a password through the link, sign in on the company’s host and reach a staff route', async () => {
    const token = linkIn(created.out)!.split('/').at(-1)!;
    const view = staffInvitationView.parse(
      await (await request(t.app, 'GET', `/api/staff/invitation/${token}`, { host })).json(),
    );
    expect(view).toMatchObject({
      name: 'Ada Harbor',
      role: 'owner',
      inviterName: null,
      companyName: 'Harbor Light Funeral Home',
    });

    const password = 'tide-lantern-wharf-4821';
    const accepted = await request(t.app, 'POST', `/api/staff/invitation/${token}/accept`, {
      host,
      body: { name: 'Ada Harbor', password },
    });
    expect(accepted.status).toBe(201);
    staffInvitationAccepted.parse(await accepted.json());
    // The link works once.
    const twice = await request(t.app, 'POST', `/api/staff/invitation/${token}/accept`, {
      host,
      body: { name: 'Ada Harbor', password },
    });
    expect(twice.status).toBe(404);

    const session = await signIn(t.app, host, { email: 'ada@harborlight.example', password });
    const team = await request(t.app, 'GET', '/api/staff/team', { host, token: session });
    expect(team.status).toBe(200);
    expect(teamPage.parse(await team.json()).items).toEqual([
      expect.objectContaining({
        name: 'Ada Harbor',
        email: 'ada@harborlight.example',
        role: 'owner',
        status: 'active',
      }),
    ]);
  });

  it('writes what the command was given: hosts, site address, sender, notification email, time zone, locations', async () => {
    const [company] = await database.db.select().from(companies);
    expect(company).toMatchObject({
      slug: 'harbor-light-funeral-home',
      name: 'Harbor Light Funeral Home',
      phoneNumber: '(207) 555-0100',
      timeZone: 'America/New_York',
    });
    const hosts = await database.db.select({ host: companyHosts.host }).from(companyHosts).orderBy(companyHosts.host);
    expect(hosts.map((row) => row.host)).toEqual(['harbor.localhost', 'www.harbor.localhost']);
    // No --notification-email: a request for the chapel without email goes to the owner (decision 0100).
    expect(await database.db.select().from(companyMailSettings)).toEqual([
      {
        companyId: company!.id,
        siteUrl: 'http://harbor.localhost:3000',
        senderAddress: 'care@harborlight.example',
        notificationAddress: 'ada@harborlight.example',
      },
    ]);
    const places = await database.db.select().from(locations).orderBy(locations.position);
    expect(places).toEqual([
      expect.objectContaining({
        name: 'Harbor Light Chapel',
        addressLine1: '12 Wharf Street',
        addressLine2: null,
        city: 'Portland',
        region: 'ME',
        postalCode: '04101',
        country: 'US',
        phoneNumber: '(207) 555-0100',
        email: null,
      }),
      expect.objectContaining({
        name: 'Bayside Chapel',
        addressLine1: '4 Shore Road',
        addressLine2: 'Suite 2',
        city: 'Falmouth',
        email: 'bayside@harborlight.example',
      }),
    ]);
  });

  it('brings nothing of the demo: no Evergreen, no families, cases, obituaries or products, and localhost answers 404', async () => {
    const total = async (table: typeof users | typeof cases | typeof obituaries | typeof products | typeof companies) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n;
    expect(await total(companies)).toBe(1);
    expect(await total(users)).toBe(1);
    expect(await total(cases)).toBe(0);
    expect(await total(obituaries)).toBe(0);
    expect(await total(products)).toBe(0);

    const [published] = await database.db
      .select({ content: siteVersions.content })
      .from(siteVersions)
      .where(eq(siteVersions.status, 'approved'));
    const content = JSON.stringify(siteContent.parse(published!.content));
    expect(content).toContain('Harbor Light Funeral Home');
    expect(content).not.toMatch(/Evergreen Funeral|Portland-area|503\) 555|Ellison|evergreenfuneralhomes/);

    const site = await request(t.app, 'GET', '/api/web/render-context/approved', { host });
    expect(site.status).toBe(200);
    expect(await site.text()).not.toContain('Evergreen Funeral');
    const demo = await request(t.app, 'GET', '/api/web/render-context/approved', { host: 'localhost' });
    expect(demo.status).toBe(404);
  });

  it('refuses a host another company already has, and writes nothing', async () => {
    expect(again.code).toBe(1);
    expect(again.err).toEqual([
      'The host harbor.localhost already belongs to Harbor Light Funeral Home: nothing was created.',
    ]);
    expect(again.out).toEqual([]);
    const names = await database.db.select({ name: companies.name }).from(companies);
    expect(names).toEqual([{ name: 'Harbor Light Funeral Home' }]);
  });
});

describe('bad flags', () => {
  const without = (flag: string) => {
    const at = harbor.indexOf(flag);
    return [...harbor.slice(0, at), ...harbor.slice(at + 2)];
  };
  const replaced = (flag: string, value: string) => harbor.map((arg, i) => (harbor[i - 1] === flag ? value : arg));

  it.each([
    ['no command', harbor.slice(1), 'Unknown command "": the commands are "create", "update", "backup" and "restore".'],
    ['no name', without('--name'), '--name is missing.'],
    [
      'no location',
      without('--location').filter((arg, i, all) => arg !== '--location' && all[i - 1] !== '--location'),
      'Give at least one --location.',
    ],
    [
      'a bad host',
      replaced('--host', 'harbor light'),
      '--host "harbor light" is not a host name (for example harbor.example).',
    ],
    [
      'a bad time zone',
      replaced('--time-zone', 'Mars/Olympus'),
      '--time-zone "Mars/Olympus" is not a time zone (for example America/New_York).',
    ],
    [
      'a bad site address',
      replaced('--site-url', 'harbor.localhost'),
      '--site-url is not an https address (for example https://harbor.example; http only for localhost).',
    ],
    [
      'a bad owner email',
      replaced('--owner-email', 'ada'),
      '--owner-email is not an email address (for example ada@harbor.example).',
    ],
    [
      'a bad notification email',
      [...harbor, '--notification-email', 'office'],
      '--notification-email is not an email address (for example ada@harbor.example).',
    ],
    [
      'an address without a city',
      replaced('--location', 'Chapel|12 Wharf Street|(207) 555-0100'),
      '--location "Chapel|12 Wharf Street|(207) 555-0100": the address needs a street, a city, and a region with its postal code, separated by commas (for example "12 Wharf Street, Portland, ME 04101").',
    ],
    ['an unknown flag', [...harbor, '--colour', 'blue'], "Unknown option '--colour'"],
  ])('%s: exit code 2 and the words', async (_what, argv, words) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.err.join('\n')).toContain(words);
    expect(result.err.at(-1)).toBe('Run `npm run company -- --help` for the flags.');
  });

  // No database in it: once per `npm test`, on the PGlite run.
  it.skipIf(inject('testDatabase').kind === 'postgres')(
    'as `npm run company` runs it, in a process of its own: exit code 2 and the words on stderr',
    () => {
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/company-command.ts', ...replaced('--time-zone', 'Mars/Olympus')],
        { encoding: 'utf8', env: { PATH: process.env.PATH, DATA_DIR: 'memory://' }, timeout: 30_000 },
      );
      expect(child.status).toBe(2);
      expect(child.stderr).toContain('--time-zone "Mars/Olympus" is not a time zone');
      expect(child.stdout).toBe('');
    },
  );
});

describe('updating a company (decision 0089)', () => {
  it('changes the name, zone, hosts, sender and locations by the console’s service functions', async () => {
    const result = await run([
      'update',
      '--company',
      'www.harbor.localhost',
      '--name',
      'Harbor Light Funeral Home & Chapel',
      '--time-zone',
      'America/Halifax',
      '--add-host',
      'harborlight.localhost',
      '--remove-host',
      'www.harbor.localhost',
      '--mail-from',
      '',
      '--notification-email',
      'office@harborlight.example',
      '--location',
      'Bayside Chapel|4 Shore Road, Falmouth, ME 04105|(207) 555-0109',
      '--location',
      'Cove Chapel|9 Cove Lane, Cape Elizabeth, ME 04107|(207) 555-0110',
      '--retire-location',
      'harbor light chapel',
    ]);
    expect(result.err).toEqual([]);
    expect(result.out).toEqual([
      'Updated Harbor Light Funeral Home & Chapel, on harbor.localhost, harborlight.localhost.',
    ]);
    expect(result.code).toBe(0);

    const [company] = await database.db.select().from(companies);
    expect(company).toMatchObject({ name: 'Harbor Light Funeral Home & Chapel', timeZone: 'America/Halifax' });
    const [mail] = await database.db.select().from(companyMailSettings);
    expect(mail!.senderAddress).toBeNull();
    expect(mail!.notificationAddress).toBe('office@harborlight.example');
    const places = await database.db.select().from(locations).orderBy(locations.position);
    expect(
      places.map(({ name, phoneNumber, addressLine2, retiredAt }) => [
        name,
        phoneNumber,
        addressLine2,
        retiredAt !== null,
      ]),
    ).toEqual([
      ['Harbor Light Chapel', '(207) 555-0100', null, true],
      ['Bayside Chapel', '(207) 555-0109', null, false],
      ['Cove Chapel', '(207) 555-0110', null, false],
    ]);
    expect(
      (await request(t.app, 'GET', '/api/web/render-context/approved', { host: 'harborlight.localhost' })).status,
    ).toBe(200);
    expect(
      (await request(t.app, 'GET', '/api/web/render-context/approved', { host: 'www.harbor.localhost' })).status,
    ).toBe(404);
  });

  it('takes the notification email away with "" (the owners hear instead), keeping the other settings', async () => {
    await database.db.update(companies).set({ paymentInstructions: 'Checks payable to Harbor Light.' });
    const result = await run(['update', '--company', host, '--notification-email', '']);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const [mail] = await database.db.select().from(companyMailSettings);
    expect(mail).toMatchObject({ siteUrl: 'http://harbor.localhost:3000', notificationAddress: null });
    const [company] = await database.db.select().from(companies);
    expect(company).toMatchObject({
      name: 'Harbor Light Funeral Home & Chapel',
      paymentInstructions: 'Checks payable to Harbor Light.',
    });
  });

  it('refuses an unknown company, an unknown location and the last host, changing nothing', async () => {
    const refusals = await Promise.all([
      run(['update', '--company', 'nowhere.localhost', '--name', 'X']),
      run(['update', '--company', host, '--name', 'X', '--retire-location', 'Lighthouse Chapel']),
      run([
        'update',
        '--company',
        host,
        '--name',
        'X',
        '--remove-host',
        host,
        '--remove-host',
        'harborlight.localhost',
      ]),
    ]);
    expect(refusals.map((refusal) => [refusal.code, refusal.err])).toEqual([
      [1, ['No company answers on nowhere.localhost: nothing was changed.']],
      [1, ['Harbor Light Funeral Home & Chapel has no location named "Lighthouse Chapel": nothing was changed.']],
      [1, ['A company keeps at least one host: nothing was changed.']],
    ]);
    const [company] = await database.db.select().from(companies);
    expect(company!.name).toBe('Harbor Light Funeral Home & Chapel');
  });
});
