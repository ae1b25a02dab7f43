import type { StaffObituaryEventInput } from '#contract/staff-obituaries.ts';
import { staffObituary } from '#contract/staff-obituaries.ts';
import { request } from './tenant-fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * Saves an obituary's schedule as the console's editor does: its form as loaded, the events replaced by
 * `events` (PUT /api/staff/obituaries/{id}); answers the PUT's response.
 */
export async function saveSchedule(
  app: TestApp['app'],
  { host, token }: { host: string; token: string },
  obituaryId: number,
  events: StaffObituaryEventInput[],
): Promise<Response> {
  const path = `/api/staff/obituaries/${obituaryId}`;
  const { content } = staffObituary.parse(await (await request(app, 'GET', path, { host, token })).json());
  return request(app, 'PUT', path, {
    host,
    token,
    body: {
      fullName: content.fullName,
      bornOn: content.bornOn,
      diedOn: content.diedOn,
      livestreamUrl: content.livestreamUrl,
      photoMediaId: content.photoMediaId,
      events,
    },
  });
}
