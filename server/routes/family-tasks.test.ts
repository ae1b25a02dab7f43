import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { caseDetailsView } from '#contract/family-case-details.ts';
import { caseMembersList, taskSuggestions } from '#contract/family-task-calls.ts';
import { caseTask, caseTasksPage, taskKinds, taskTitles } from '#contract/family-tasks.ts';
import { planningForms, planningSubmissions, locations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { newFamily, newFamilyCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { storedXssCorpus } from '../../tests/fixtures/stored-xss-corpus.ts';

/*
 * A case's tasks, members and life details, on cases made for each test with Rose in them,
 * in this file's own company; Daniel is another family of it.
 */

let database: TestDatabase;
let t: TestApp;
let scope: TenantScope;
let rose: FamilyFixture;
let daniel: FamilyFixture;
let host: string;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
  const company = await createCompany(database);
  ({ host, scope } = company);
  rose = await newFamily(t.app, company, { member: { name: 'Rose Ashdown' }, case: { name: 'Edwin Ashdown' } });
  daniel = await newFamily(t.app, company, { member: { name: 'Daniel Mensah' }, case: { name: 'Abena Mensah' } });
});
afterAll(() => database.close());

const call = (who: { token: string }, method: string, path: string, body?: unknown) =>
  request(t.app, method, path, { host, token: who.token, body });
const json = async (response: Response) => (await response.json()) as unknown;

let accounts = 0;
/** A case of Rose's with a second member, Tom (another family account, none of Daniel's cases). */
async function sharedCase() {
  const caseId = await newFamilyCase(scope, rose.memberId, 'Walter Task Ashdown');
  accounts += 1;
  const { memberId: tom } = await createFamilyMember(scope, {
    email: `tom-${accounts}@family.example`,
    name: 'Tom Ashdown',
    password: 'tom-ashdown-lantern-1',
    caseIds: [caseId],
  });
  return { caseId, tom };
}

async function tasksOf(caseId: number, query = '') {
  const response = await call(rose, 'GET', `/api/family/cases/${caseId}/tasks${query}`);
  expect(response.status).toBe(200);
  return caseTasksPage.parse(await json(response));
}

describe('the tasks', () => {
  it("lists one task per task page, to do, in the pages' order, paged", async () => {
    const { caseId } = await sharedCase();
    const all = await tasksOf(caseId);
    expect(all.total).toBe(taskKinds.length);
    expect(all.items.map((task) => task.kind)).toEqual([...taskKinds]);
    expect(all.items.map((task) => task.title)).toEqual(taskKinds.map((kind) => taskTitles[kind]));
    expect(new Set(all.items.map((task) => task.status))).toEqual(new Set(['to-do']));
    const second = await tasksOf(caseId, '?page=2&pageSize=4');
    expect(second.items.map((task) => task.kind)).toEqual(taskKinds.slice(4, 8));
    expect(second).toMatchObject({ page: 2, pageSize: 4, total: taskKinds.length });
  });

  it('gives a task to members of the case and takes it back; a non-member is 404 and nothing changes', async () => {
    const { caseId, tom } = await sharedCase();
    const [task] = (await tasksOf(caseId)).items;
    const base = `/api/family/cases/${caseId}/tasks/${task!.id}`;
    for (const userId of [tom, rose.memberId, tom])
      expect((await call(rose, 'POST', `${base}/assign/${userId}`)).status).toBe(200);
    const assigned = caseTask.parse(await json(await call(rose, 'POST', `${base}/assign/${tom}`)));
    expect(assigned.assignees).toEqual([
      { userId: tom, name: 'Tom Ashdown' },
      { userId: rose.memberId, name: 'Rose Ashdown' },
    ]);
    expect((await call(rose, 'POST', `${base}/assign/${daniel.memberId}`)).status).toBe(404);
    expect((await call(rose, 'POST', `${base}/unassign/${daniel.memberId}`)).status).toBe(404);
    expect((await call(rose, 'POST', `${base}/assign/999999`)).status).toBe(404);
    const taken = caseTask.parse(await json(await call(rose, 'POST', `${base}/unassign/${tom}`)));
    expect(taken.assignees).toEqual([{ userId: rose.memberId, name: 'Rose Ashdown' }]);
    expect((await tasksOf(caseId)).items[0]!.assignees).toEqual(taken.assignees);
  });

  it('sets a status from the documented values and refuses others with spec §5 words', async () => {
    const { caseId } = await sharedCase();
    const task = (await tasksOf(caseId)).items[2]!;
    const base = `/api/family/cases/${caseId}/tasks/${task.id}/status`;
    const working = caseTask.parse(await json(await call(rose, 'POST', `${base}/in-progress`)));
    expect(working.status).toBe('in-progress');
    expect(caseTask.parse(await json(await call(rose, 'POST', `${base}/done`))).status).toBe('done');
    const refused = await call(rose, 'POST', `${base}/finished`);
    expect(refused.status).toBe(422);
    expect(apiError.parse(await json(refused)).issues).toEqual([
      { path: 'status', message: 'Invalid option selected. Valid options are: to-do, in-progress, done' },
    ]);
    expect((await tasksOf(caseId)).items.filter((item) => item.status === 'done')).toHaveLength(1);
  });

  it("answers 404 for another family's case and for a task of another case", async () => {
    const { caseId } = await sharedCase();
    const other = await newFamilyCase(scope, rose.memberId, 'Other Case');
    const otherTask = (await tasksOf(other)).items[0]!;
    expect((await call(daniel, 'GET', `/api/family/cases/${caseId}/tasks`)).status).toBe(404);
    expect((await call(rose, 'POST', `/api/family/cases/${caseId}/tasks/${otherTask.id}/status/done`)).status).toBe(
      404,
    );
    expect((await tasksOf(other)).items[0]!.status).toBe('to-do');
  });

  it('suggests the members not yet on the task first, and searches members by name or email', async () => {
    const { caseId, tom } = await sharedCase();
    const task = (await tasksOf(caseId)).items[0]!;
    const base = `/api/family/cases/${caseId}/tasks/${task.id}`;
    await call(rose, 'POST', `${base}/assign/${tom}`);
    const suggestions = taskSuggestions.parse(await json(await call(rose, 'GET', `${base}/user-suggestions`)));
    expect(suggestions.items.map((item) => [item.name, item.assigned])).toEqual([
      ['Rose Ashdown', false],
      ['Tom Ashdown', true],
    ]);
    const search = async (query: string) =>
      caseMembersList
        .parse(
          await json(
            await call(rose, 'GET', `/api/family/cases/${caseId}/user-search?query=${encodeURIComponent(query)}`),
          ),
        )
        .items.map((item) => item.name);
    expect(await search('ROSE')).toEqual(['Rose Ashdown']);
    expect(await search(`tom-${accounts}@`)).toEqual(['Tom Ashdown']);
    expect(await search('')).toEqual(['Rose Ashdown', 'Tom Ashdown']);
    // Daniel is a family account of the company, not of this case.
    expect(await search('daniel')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });
});

describe('the life details', () => {
  async function caseWithPlanning() {
    const caseId = await newFamilyCase(scope, rose.memberId, 'Harold Planned Ashdown');
    const [form] = await scope
      .select({ id: planningForms.id })
      .from(planningForms)
      .orderBy(desc(planningForms.version))
      .limit(1);
    const [location] = await scope.select({ id: locations.id }).from(locations).limit(1);
    await scope.insert(planningSubmissions, {
      caseId,
      formId: form!.id,
      locationId: location!.id,
      caseStatus: 'AT_NEED',
      contactEmail: rose.account.email,
      fields: {
        preferredName: 'Hal',
        dateOfBirth: '1941-03-02',
        placeOfBirth: 'Salem, Oregon',
        fatherName: 'James Ashdown',
        motherName: 'Ellen Ashdown',
        education: 'high-school',
        occupation: 'Carpenter',
        servedInMilitary: 'yes',
        branch: 'navy',
        rank: 'Petty Officer',
      },
    });
    return caseId;
  }

  it('starts from what the planning wizard collected, choices by their labels', async () => {
    const caseId = await caseWithPlanning();
    const view = caseDetailsView.parse(await json(await call(rose, 'GET', `/api/family/cases/${caseId}/case-details`)));
    expect(view.source).toBe('planning');
    expect(view.details).toMatchObject({
      fullName: 'Harold Planned Ashdown',
      preferredName: 'Hal',
      birthDate: '1941-03-02',
      birthPlace: 'Salem, Oregon',
      parents: 'Father: James Ashdown\nMother: Ellen Ashdown',
      education: 'Highest education: High school diploma or GED',
      work: 'Occupation: Carpenter',
      militaryService: 'Branch: Navy\nRank: Petty Officer',
      deathDate: '',
      spouse: '',
    });
  });

  it('saves what the family writes, as text, and marks the add-details task done', async () => {
    const caseId = await caseWithPlanning();
    const path = `/api/family/cases/${caseId}/case-details`;
    const written = {
      fullName: 'Harold James Ashdown',
      birthDate: '1941-03-02',
      deathDate: '2026-11-20',
      children: storedXssCorpus.join('\n'),
      interests: storedXssCorpus[1],
      other: storedXssCorpus[0],
    };
    const saved = await call(rose, 'POST', path, written);
    expect(saved.status).toBe(200);
    const view = caseDetailsView.parse(await json(await call(rose, 'GET', path)));
    expect(view.source).toBe('saved');
    expect(view.details).toMatchObject(written);
    expect(view.details.preferredName).toBe('');
    const tasks = await tasksOf(caseId);
    expect(tasks.items.find((task) => task.kind === 'add-details')?.status).toBe('done');
    expect(tasks.items.filter((task) => task.status === 'done')).toHaveLength(1);
  });

  it('refuses a date that is not one, and another family', async () => {
    const caseId = await caseWithPlanning();
    const path = `/api/family/cases/${caseId}/case-details`;
    const refused = await call(rose, 'POST', path, { birthDate: '2.3.1941' });
    expect(refused.status).toBe(422);
    expect(apiError.parse(await json(refused)).issues).toEqual([
      { path: 'birthDate', message: 'Please enter a valid format' },
    ]);
    expect((await call(daniel, 'GET', path)).status).toBe(404);
    expect((await call(daniel, 'POST', path, {})).status).toBe(404);
  });
});
