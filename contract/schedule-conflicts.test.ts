import { describe, expect, it } from 'vitest';
import { conflictsOf, EVENT_ASSUMED_MINUTES, type Booking } from './schedule-conflicts.ts';

const at = (hour: number, minute = 0) => Date.UTC(2026, 11, 5, hour, minute);
const booking = (id: number, over: Partial<Booking>): Booking => ({
  id,
  startsAt: at(10),
  endsAt: at(11),
  chapelId: null,
  hearseId: null,
  directorId: null,
  ...over,
});

describe('the double-booking rule', () => {
  it('finds two events in the same chapel whose times overlap, on both events', () => {
    const found = conflictsOf([
      booking(1, { chapelId: 7 }),
      booking(2, { chapelId: 7, startsAt: at(10, 59), endsAt: at(12) }),
    ]);
    expect(found.get(1)).toEqual([{ withEventId: 2, over: 'chapel' }]);
    expect(found.get(2)).toEqual([{ withEventId: 1, over: 'chapel' }]);
  });

  it('does not call touching times a conflict: one ends as the other begins', () => {
    expect(
      conflictsOf([booking(1, { chapelId: 7 }), booking(2, { chapelId: 7, startsAt: at(11), endsAt: at(12) })]).size,
    ).toBe(0);
  });

  it('does not call different chapels a conflict, nor events that book nothing', () => {
    expect(conflictsOf([booking(1, { chapelId: 7 }), booking(2, { chapelId: 8 })]).size).toBe(0);
    expect(conflictsOf([booking(1, {}), booking(2, {})]).size).toBe(0);
  });

  it('finds the same hearse and the same director, and names each shared resource', () => {
    const found = conflictsOf([
      booking(1, { hearseId: 3, directorId: 9, chapelId: 7 }),
      booking(2, { hearseId: 3, directorId: 9, chapelId: 8, startsAt: at(10, 30), endsAt: at(13) }),
    ]);
    expect(found.get(1)).toEqual([
      { withEventId: 2, over: 'hearse' },
      { withEventId: 2, over: 'director' },
    ]);
  });

  it('takes an event with no end to last the assumed hour: a conflict inside it, none at its edge', () => {
    const open = booking(1, { chapelId: 7, endsAt: null });
    const edge = at(10) + EVENT_ASSUMED_MINUTES * 60_000;
    expect(conflictsOf([open, booking(2, { chapelId: 7, startsAt: edge - 60_000, endsAt: edge + 1 })]).size).toBe(2);
    expect(conflictsOf([open, booking(2, { chapelId: 7, startsAt: edge, endsAt: edge + 1 })]).size).toBe(0);
  });

  it('finds an event that starts inside a long one after shorter ones in between', () => {
    const found = conflictsOf([
      booking(1, { chapelId: 7, startsAt: at(8), endsAt: at(18) }),
      booking(2, { chapelId: 8, startsAt: at(9), endsAt: at(10) }),
      booking(3, { chapelId: 7, startsAt: at(17), endsAt: at(19) }),
    ]);
    expect(found.get(3)).toEqual([{ withEventId: 1, over: 'chapel' }]);
    expect(found.has(2)).toBe(false);
  });
});
