import { describe, expect, it } from 'vitest';
import { deliveryText, orderThanksPath } from './shop-text.ts';
import { formatMoney } from './money.ts';

describe('shop text', () => {
  it('reads cents as dollars', () => {
    expect(formatMoney(8_950)).toBe('$89.50');
    expect(formatMoney(123_400)).toBe('$1,234.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it("names an event delivery by its name, place and time in the event's own zone", () => {
    const visitation = {
      kind: 'event' as const,
      eventName: 'Visitation',
      placeName: 'Maple Grove Chapel',
      startsAt: '2026-11-27T01:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    };
    expect(deliveryText(visitation)).toBe('Visitation at Maple Grove Chapel, Thursday, November 26, 5:00 PM PST');
    expect(deliveryText({ ...visitation, eventName: 'Scattering of ashes', timeZone: 'America/Boise' })).toBe(
      'Scattering of ashes at Maple Grove Chapel, Thursday, November 26, 6:00 PM MST',
    );
    expect(deliveryText({ kind: 'family' })).toBe('To the family (the funeral home hands it to them)');
  });

  it("builds the thanks page's path under the obituary", () => {
    expect(orderThanksPath({ id: 12, nameSlug: 'ingrid-marie-bjork' }, 'AbC')).toBe(
      '/obituaries/12/ingrid-marie-bjork/shop/order/AbC/thanks',
    );
  });
});
