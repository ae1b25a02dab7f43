import { describe, expect, it } from 'vitest';
import { obituaryEventKind } from './obituaries.ts';
import { obituaryEventLabels } from './obituary-event-kinds.ts';

describe('obituaryEventLabels', () => {
  it('names every kind of event', () => {
    expect(obituaryEventLabels).toEqual({
      visitation: 'Visitation',
      service: 'Funeral service',
      burial: 'Burial',
      reception: 'Reception',
    });
    expect(Object.keys(obituaryEventLabels).sort()).toEqual([...obituaryEventKind.options].sort());
  });
});
