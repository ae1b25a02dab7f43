import { describe, expect, it } from 'vitest';
import { headerItems, withPlanNow } from './navigation.ts';

const about = { node: { label: 'About', to: '/about', empty: false, hiddenHeader: false } };

describe('navigation', () => {
  it("always appends a 'Plan Now' link to /plan-now, not empty, hidden in the header", () => {
    const navigation = withPlanNow({ items: [about] });
    expect(navigation.items.at(-1)).toEqual({
      node: { label: 'Plan Now', to: '/plan-now', empty: false, hiddenHeader: true },
    });
    expect(navigation.items).toHaveLength(2);
  });

  it('keeps links hidden in the header out of the header', () => {
    expect(headerItems(withPlanNow({ items: [about] }))).toEqual([about]);
  });
});
