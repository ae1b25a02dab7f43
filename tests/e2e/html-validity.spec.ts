import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { albumPhotos } from './factories/photos.ts';
import { expect, test } from './fixtures.ts';
import { messageLine, nuCheck } from './nu-html-checker.ts';

/*
 * Issue 42: the public pages are valid HTML, as the Nu HTML Checker reads what the server sends
 * (rendered pages and the portal's shell alike). Its warnings do not fail the test; they are noted.
 */

test('the public pages and the portal sign-in are valid HTML for the Nu HTML Checker', async ({
  request,
  company,
  family,
}) => {
  test.setTimeout(60_000);
  // An obituary with all a page can show: a portrait, a service, and a phone number typed into its text.
  const [portrait] = await albumPhotos(request, family, ['Harold at the lake']);
  const obituary = await publishedObituary(request, company.director, {
    caseId: family.caseId,
    fullName: 'Harold James Penhallow',
    bornOn: '1938-02-11',
    diedOn: daysAgo(3),
    photoMediaId: portrait!.id,
    textHtml: '<p>Harold loved the lake. Call Rose at <a href="tel:(503) 555-0144">(503) 555-0144</a>.</p>',
    events: [
      {
        kind: 'service',
        startsAt: `${daysAgo(-5)}T10:30`,
        endsAt: `${daysAgo(-5)}T12:00`,
        timeZone: 'America/Los_Angeles',
        flowersUntil: null,
        location: firstChapel.name,
      },
    ],
  });
  const pages = {
    'home.html': '/',
    'about.html': '/about',
    'plan-now.html': '/plan-now',
    'obituaries.html': '/obituaries',
    'obituary.html': obituary.path,
    'price-list.html': '/price-list',
    'family-portal-sign-in.html': '/family-portal/login',
  };
  const documents: Record<string, string> = {};
  for (const [name, path] of Object.entries(pages)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    documents[name] = await response.text();
  }
  // The phone link typed into the obituary's text is there, written in E.164 (its text as typed).
  expect(documents['obituary.html']).toContain('<a href="tel:+15035550144" rel="noopener">(503) 555-0144</a>');

  // The issue's own error, in a page of the test's: the checker ran, read every file and tells them apart.
  const known = '<!doctype html><html lang="en"><title>t</title><a href="tel:(503) 555-0142">call</a></html>';
  const results = await nuCheck({ ...documents, 'known-error.html': known });
  expect(results['known-error.html']?.map((message) => message.type)).toEqual(['error']);
  delete results['known-error.html'];
  const lines = (keep: (type: string) => boolean) =>
    Object.entries(results).flatMap(([name, messages]) =>
      messages.filter((message) => keep(message.subType ?? message.type)).map((message) => messageLine(name, message)),
    );
  for (const warning of lines((type) => type === 'warning'))
    test.info().annotations.push({ type: 'Nu HTML Checker warning', description: warning });
  expect(lines((type) => type === 'error' || type === 'fatal' || type === 'non-document-error')).toEqual([]);
});
