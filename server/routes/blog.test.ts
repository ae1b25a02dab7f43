import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticlePage } from '#contract/blog.ts';
import { apiError } from '#contract/errors.ts';
import { blogArticle } from '#contract/website.ts';
import { blogArticles } from '#server/db/schema.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => new Date('2026-01-01T00:00:00Z') } });
});
afterAll(() => database.close());

const page = async (query: string, host?: string) => {
  const response = await get(t.app, `/api/web/blog/articles${query}`, host ? { host } : {});
  expect(response.status).toBe(200);
  return blogArticlePage.parse(await response.json());
};

describe('GET /api/web/blog/articles', () => {
  it('lists the demo articles newest first with defaults page 1, pageSize 20', async () => {
    const list = await page('');
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(list.items.map((item) => item.title)).toEqual([
      'Supporting a Grieving Friend Through the Holidays',
      'Burial or Cremation: Questions to Help You Decide',
      'How to Write an Obituary That Tells Their Story',
      'Why Planning Ahead Is a Gift to Your Family',
      'Finding Your Way Through the First Weeks of Grief',
    ]);
    const dates = list.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.items[0]).not.toHaveProperty('html');
  });

  it('pages without overlap', async () => {
    const first = await page('?page=1&pageSize=2');
    const second = await page('?page=2&pageSize=2');
    const third = await page('?page=3&pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    expect(third).toMatchObject({ page: 3, pageSize: 2, total: 5 });
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(5);
    expect((await page('?page=99')).items).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=1.5', 'pageSize'],
    ['page=016', 'page'],
    ['pageSize=1e1', 'pageSize'],
  ])('answers 422 with issues for %s', async (query, path) => {
    const response = await get(t.app, `/api/web/blog/articles?${query}`);
    expect(response.status).toBe(422);
    const body = apiError.parse(await response.json());
    expect(body.message).toBe('Unprocessable Content');
    expect(body.issues).toEqual([{ path, message: expect.any(String) }]);
  });

  it('speaks spec §5 in issues', async () => {
    const body = apiError.parse(await (await get(t.app, '/api/web/blog/articles?page=0')).json());
    expect(body.issues?.[0]?.message).toBe('Must be at least 1');
  });

  it("lists only the host's company articles", async () => {
    const other = await page('', 'other.test');
    expect(other.total).toBe(1);
    expect(other.items.map((item) => item.title)).toEqual(['Remembering Together by the Sea']);
  });

  it('hides articles scheduled after now (the injected clock)', async () => {
    await database.db.insert(blogArticles).values({
      companyId: database.demoCompanyId,
      title: 'Scheduled for next year',
      summary: 'Not yet',
      author: 'Test',
      html: '<p>Later</p>',
      imageUrl: null,
      publishedAt: new Date('2027-01-01T00:00:00Z'),
    });
    const list = await page('');
    expect(list.total).toBe(5);
    expect(list.items.map((item) => item.title)).not.toContain('Scheduled for next year');
  });
});

describe('GET /api/web/blog/articles/{id}', () => {
  it('answers the article with its sanitised html', async () => {
    const [newest] = (await page('?pageSize=1')).items;
    const response = await get(t.app, `/api/web/blog/articles/${newest?.id}`);
    expect(response.status).toBe(200);
    const article = blogArticle.parse(await response.json());
    expect(article.title).toBe('Supporting a Grieving Friend Through the Holidays');
    expect(article.html).toContain('<h2>Ways to help</h2>');
  });

  it('strips unsafe markup from stored html', async () => {
    const [row] = await database.db
      .insert(blogArticles)
      .values({
        companyId: database.demoCompanyId,
        title: 'Unsafe',
        summary: 'x',
        author: 'x',
        html: '<h1>Title</h1><img src="data:image/svg+xml;base64,AAAA" onerror="x()"><iframe src="https://evil.example"></iframe><p style="color:red">ok</p>',
        imageUrl: null,
        publishedAt: new Date('2025-01-01T00:00:00Z'),
      })
      .returning({ id: blogArticles.id });
    const article = blogArticle.parse(await (await get(t.app, `/api/web/blog/articles/${row?.id}`)).json());
    expect(article.html).toBe('<h2>Title</h2><img alt="" loading="lazy" /><p>ok</p>');
  });

  it('answers 404 JSON for an unknown id, the largest id a row can have, and another company’s article', async () => {
    const otherArticle = (await page('', 'other.test')).items[0];
    for (const path of [
      '/api/web/blog/articles/999999',
      '/api/web/blog/articles/2147483647',
      `/api/web/blog/articles/${otherArticle?.id}`,
    ]) {
      const response = await get(t.app, path);
      expect(response.status, path).toBe(404);
      expect(apiError.parse(await response.json())).toEqual({ status: 404, message: 'Not Found' });
    }
  });

  it('answers 422 for an id beyond what its column holds (spec §5), never a database failure', async () => {
    const response = await get(t.app, '/api/web/blog/articles/99999999999');
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues).toEqual([{ path: 'id', message: 'Cannot exceed 2147483647' }]);
  });

  it('answers 422 with issues for id 0, and 404 for an id that is no number in canonical digits', async () => {
    const zero = await get(t.app, '/api/web/blog/articles/0');
    expect(zero.status).toBe(422);
    expect(apiError.parse(await zero.json()).issues).toEqual([{ path: 'id', message: 'Must be at least 1' }]);
    for (const id of ['abc', '-3', '1.5', '01']) {
      const response = await get(t.app, `/api/web/blog/articles/${id}`);
      expect(response.status, id).toBe(404);
      expect(apiError.parse(await response.json())).toEqual({ status: 404, message: 'Not Found' });
    }
  });
});
