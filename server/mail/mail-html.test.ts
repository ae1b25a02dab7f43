import { and, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planningLocations, planningSubmitResult } from '#contract/planning.ts';
import { siteVersions } from '#server/db/schema.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '#tests/server/test-smtp.ts';
import { absoluteLogoUrl } from './mail-brand.ts';
import { mailHtml, safeColor } from './mail-html.ts';

/*
 * Decision 0103: every mail is multipart/alternative, its HTML part the text's own words in the
 * company's name, logo and colours, and nothing typed becomes markup. Mails are sent through the real
 * SMTP sink and read as a mail client would: mailparser for the parts, jsdom for the HTML.
 */

const hostile = '<script>alert(1)</script>';
const primary = '#7b2d26';
// Not a colour: a style attribute it reached would load a tracker and paint the heading red.
const badColor = 'red;background-image:url(https://tracker.example/pixel.png)';

const documentOf = (html: string | null) => {
  expect(html).toEqual(expect.any(String));
  return new JSDOM(html ?? '').window.document;
};
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
/** The words of the mail's paragraphs: the body, without the heading. */
const bodyWords = (document: Document) =>
  wordsOf([...document.querySelectorAll('p')].map((p) => p.textContent).join('\n'));

let database: TestDatabase;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startTestSmtpServer()]);
  t = createTestApp(database.db, { smtpUrl: smtp.url });
  // The demo company's published design, with one good colour changed and one made hostile.
  const approved = and(eq(siteVersions.companyId, database.demoCompanyId), eq(siteVersions.status, 'approved'));
  const [version] = await database.db.select({ content: siteVersions.content }).from(siteVersions).where(approved);
  const content = version!.content;
  await database.db
    .update(siteVersions)
    .set({ content: { ...content, design: { ...content.design, colorPrimary: primary, colorOnPrimary: badColor } } })
    .where(approved);
});

afterAll(async () => {
  await t.mail.flush();
  await smtp.close();
  await database.close();
});

const submitPlan = async (fields: Record<string, unknown>) => {
  const { locations } = planningLocations.parse(await (await get(t.app, '/api/web/planning/locations')).json());
  const response = await t.app.request('/api/web/planning/submit', {
    method: 'POST',
    headers: { 'X-Host': 'localhost', 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ locationId: locations[0]!.id, caseStatus: 'PRE_PLAN', fields }),
  });
  expect(response.status).toBe(201);
  return planningSubmitResult.parse(await response.json());
};

describe('mail as multipart/alternative (decision 0103)', () => {
  let notification: ReceivedMail;
  let confirmation: ReceivedMail;
  const email = contactEmail();

  beforeAll(async () => {
    await submitPlan({ ...preplan(email), specialRequests: `Please read this: ${hostile} & "quotes"\n\nThank you.` });
    await t.mail.flush();
    [notification] = (await smtp.waitFor((mail) => !mail.to.includes(email) && mail.text.includes(email))) as [
      ReceivedMail,
    ];
    [confirmation] = (await smtp.waitFor((mail) => mail.to.includes(email))) as [ReceivedMail];
  });

  it('sends a text part and an HTML part carrying the same words', () => {
    for (const mail of [notification, confirmation]) {
      expect(mail.contentType).toBe('multipart/alternative');
      expect(mail.html).not.toBeNull();
      expect(bodyWords(documentOf(mail.html))).toEqual(wordsOf(mail.text));
    }
    // The text part is the text as it was written, what the family typed included.
    expect(notification.text).toContain(`Please read this: ${hostile} & "quotes"`);
  });

  it('shows what a visitor typed as words, never as markup', () => {
    expect(notification.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification.html).not.toMatch(/<script/i);
    const document = documentOf(notification.html);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.body.textContent).toContain(`Please read this: ${hostile} & "quotes"`);
  });

  it("draws the company's name, logo and colours, and leaves out a colour that is none", () => {
    const document = documentOf(confirmation.html);
    expect(document.querySelector('h1')?.textContent).toBe('Evergreen Funeral Homes');
    // companies.logo_url is a path: made absolute on the company's site address.
    expect(document.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/media/evergreen-logo.svg');
    const styles = [...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style'));
    expect(styles.filter((style) => style?.includes(`background-color:${primary}`))).not.toHaveLength(0);
    expect(confirmation.html).not.toContain('tracker.example');
    expect(confirmation.html).not.toMatch(/red;|background-image/);
    // In its place, the plain colour on the primary band.
    expect(document.querySelector('h1')?.getAttribute('style')).toContain('color:#ffffff');
  });

  it('makes the links of the text clickable, each shown as its address', () => {
    const document = documentOf(confirmation.html);
    const links = [...document.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toContainEqual(['http://localhost:3000/', 'http://localhost:3000/']);
  });
});

describe('mailHtml', () => {
  const render = (text: string, brand: Parameters<typeof mailHtml>[0]['brand'] = { name: 'Evergreen' }) =>
    new JSDOM(mailHtml({ text, subject: 'Hello', brand })).window.document;

  it('makes blank-line blocks paragraphs and single line breaks <br>', () => {
    const document = render('Dear Ruth,\n\nLine one\nLine two\r\n\r\n\r\nBye.\n');
    const paragraphs = [...document.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Dear Ruth,', 'Line one\nLine two', 'Bye.']);
    expect(paragraphs[1]?.querySelectorAll('br')).toHaveLength(1);
  });

  it('links http(s) addresses only, the address as the words, without the full stop after it', () => {
    const document = render(
      'See https://site.example/a?b=1&c=2. Or javascript:alert(1) or ftp://x.example/ or ' +
        'https://evil.example/"><script>alert(1)</script>',
    );
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect([...document.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['https://site.example/a?b=1&c=2', 'https://site.example/a?b=1&c=2'],
      ['https://evil.example/', 'https://evil.example/'],
    ]);
    expect(document.querySelector('p')?.textContent).toContain('2. Or javascript:alert(1) or ftp://x.example/ or');
  });

  it("escapes the company's name and leaves out a logo that is no http(s) address", () => {
    const document = render('Hi', { name: '<b>Evil</b> & Co', logoUrl: 'javascript:alert(1)' });
    expect(document.querySelector('h1')?.textContent).toBe('<b>Evil</b> & Co');
    expect(document.querySelectorAll('b, img')).toHaveLength(0);
  });

  it('writes only #rgb and #rrggbb colours', () => {
    expect(['#abc', '#A1b2C3'].map(safeColor)).toEqual(['#abc', '#A1b2C3']);
    const bad = ['red', '#12345', '#1234567', '#abcg', ' #abc', '#abc;', badColor, 'url(x)', 7, null, undefined];
    expect(bad.map(safeColor)).toEqual(bad.map(() => null));
    const html = mailHtml({
      text: 'Hi',
      subject: 'Hi',
      brand: { name: 'E', colors: { text: '#123', background: badColor, primary: '#abcdef', onPrimary: 'x"y' } },
    });
    expect(html).toContain('color:#123;');
    expect(html).toContain('background-color:#abcdef;');
    expect(html).not.toMatch(/tracker|x"y|x&quot;y/);
  });
});

describe('absoluteLogoUrl', () => {
  it("puts a path on the company's site address and refuses anything but http(s)", () => {
    const site = 'https://harborlight.example';
    expect(absoluteLogoUrl('/media/logo.png', site)).toBe('https://harborlight.example/media/logo.png');
    expect(absoluteLogoUrl('https://cdn.example/logo.png', null)).toBe('https://cdn.example/logo.png');
    expect(absoluteLogoUrl('/media/logo.png', null)).toBeNull();
    expect(absoluteLogoUrl('javascript:alert(1)', site)).toBeNull();
    expect(absoluteLogoUrl('data:image/png;base64,AAAA', site)).toBeNull();
    expect(absoluteLogoUrl('/media/logo.png', 'not a url')).toBeNull();
    expect(absoluteLogoUrl(null, site)).toBeNull();
  });
});
