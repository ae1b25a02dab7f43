import { describe, expect, it } from 'vitest';
import { obituaryEventKind } from './obituaries.ts';
import { eventName, obituaryEventLabels } from './obituary-event-kinds.ts';

describe('obituaryEventLabels', () => {
  it('names every kind of event', () => {
    expect(obituaryEventLabels).toEqual({
      visitation: 'Visitation',
      service: 'Funeral service',
      memorial: 'Memorial service',
      burial: 'Burial',
      reception: 'Reception',
      other: 'Other event',
    });
    expect(Object.keys(obituaryEventLabels).sort()).toEqual([...obituaryEventKind.options].sort());
  });

  it("calls an event of kind 'other' by the name staff gave it, and the others by their kind", () => {
    expect(eventName({ kind: 'other', title: 'Private family viewing' })).toBe('Private family viewing');
    expect(eventName({ kind: 'service', title: null })).toBe('Funeral service');
    expect(eventName({ kind: 'memorial' })).toBe('Memorial service');
  });
});
