import { describe, expect, it } from 'vitest';
import type { StaffObituary } from '#contract/staff-obituaries.ts';
import { bodyOf, formOf, newEvent } from './obituary-form.ts';

/* The editor's form from the saved obituary and back to the PUT body (decision 0066). */

const place = {
  name: 'St. Mark’s',
  line1: '1 Church St',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};

const view = {
  case: { locationId: 4 },
  content: {
    fullName: 'Otto Brandvold',
    bornOn: null,
    diedOn: '2026-11-21',
    textHtml: '<p>Otto loved <strong>boats</strong>.</p>',
    draftTextHtml: null,
    livestreamUrl: null,
    photoMediaId: 12,
    events: [
      {
        id: 7,
        kind: 'service',
        title: null,
        chapelId: null,
        hearseId: 3,
        private: true,
        conflicts: [],
        startsAt: '2026-12-03T11:00',
        endsAt: null,
        timeZone: 'America/Los_Angeles',
        locationId: null,
        place,
        flowersUntil: '2026-12-02T17:00',
        startsAtInstant: '2026-12-03T19:00:00.000Z',
      },
    ],
    wall: { moderation: 'approve-first', posting: 'anyone', shown: true },
    shop: true,
  },
} as unknown as StaffObituary;

describe('the obituary form', () => {
  it('leaves the text out of the body while it is unchanged, so a ready obituary stays ready', () => {
    const form = formOf(view);
    expect(form.markup).toBe('Otto loved **boats**.');
    const body = bodyOf(form, form.markup);
    expect(body).not.toHaveProperty('textHtml');
    expect(body).toMatchObject({
      fullName: 'Otto Brandvold',
      bornOn: null,
      diedOn: '2026-11-21',
      livestreamUrl: null,
      photoMediaId: 12,
      wall: { moderation: 'approve-first', posting: 'anyone', shown: true },
      shop: true,
    });
    expect(body.events).toEqual([
      {
        id: 7,
        kind: 'service',
        startsAt: '2026-12-03T11:00',
        endsAt: null,
        timeZone: 'America/Los_Angeles',
        locationId: null,
        place,
        flowersUntil: '2026-12-02T17:00',
        title: null,
        chapelId: null,
        hearseId: 3,
        private: true,
      },
    ]);
  });

  it('sends a changed text as the family editor’s HTML, and a new event at the case’s chapel without an id', () => {
    const form = formOf(view);
    const loaded = form.markup;
    const body = bodyOf(
      {
        ...form,
        markup: 'Otto, *sailor*.',
        photoMediaId: '',
        livestreamUrl: ' https://stream.example/otto ',
        events: [...form.events, { ...newEvent(view, 'America/Chicago'), startsAt: '2026-12-04T10:00' }],
      },
      loaded,
    );
    expect(body.textHtml).toBe('<p>Otto, <em>sailor</em>.</p>');
    expect(body.photoMediaId).toBeNull();
    expect(body.livestreamUrl).toBe('https://stream.example/otto');
    expect(body.events[1]).toEqual({
      kind: 'service',
      startsAt: '2026-12-04T10:00',
      endsAt: null,
      timeZone: 'America/Chicago',
      locationId: 4,
      place: null,
      flowersUntil: null,
      title: null,
      chapelId: null,
      hearseId: null,
      private: false,
    });
  });

  it("sends an 'other' event's name and the chapel of its location, and no chapel for an event elsewhere", () => {
    const form = formOf(view);
    const named = {
      ...newEvent(view, 'America/Chicago'),
      kind: 'other' as const,
      title: ' Family viewing ',
      chapelId: '5',
    };
    const elsewhere = { ...form.events[0]!, chapelId: '5' };
    const body = bodyOf({ ...form, events: [named, elsewhere] }, form.markup);
    expect(body.events[0]).toMatchObject({ kind: 'other', title: 'Family viewing', locationId: 4, chapelId: 5 });
    expect(body.events[1]).toMatchObject({ locationId: null, chapelId: null, hearseId: 3 });
    expect(bodyOf({ ...form, events: [{ ...named, kind: 'service' }] }, form.markup).events[0]?.title).toBeNull();
  });
});
