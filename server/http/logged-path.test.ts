import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  const token = 'Qk3x9_aZ-0fYb1LwT8sV2nRm4pJc6hDe5gUi7oKq3yA';

  it("redacts a mailed link's token wherever it stands", () => {
    expect(loggedPath(`/api/auth/password-reset/${token}`)).toBe('/api/auth/password-reset/:redacted');
    expect(loggedPath(`/family-portal/password-reset/${token}`)).toBe('/family-portal/password-reset/:redacted');
    expect(loggedPath(`/api/family/invitation/${token}/accept`)).toBe('/api/family/invitation/:redacted/accept');
    expect(loggedPath(`/api/calendar-feeds/${token}/calendar.ics`)).toBe('/api/calendar-feeds/:redacted/calendar.ics');
    // Even a short or odd one after those words: whatever follows them is the token.
    expect(loggedPath('/api/auth/password-reset/abc')).toBe('/api/auth/password-reset/:redacted');
    expect(loggedPath('/api/calendar-feeds/abc/calendar.ics')).toBe('/api/calendar-feeds/:redacted/calendar.ics');
    expect(loggedPath(`/Family-Portal/Password-Reset/${token}`)).toBe('/Family-Portal/Password-Reset/:redacted');
  });

  it('redacts any segment that looks like a random secret, and keeps readable ones', () => {
    expect(loggedPath(`/api/next/${token}`)).toBe('/api/next/:redacted');
    expect(loggedPath(`/api/next/${encodeURIComponent(token)}`)).toBe('/api/next/:redacted');
    expect(loggedPath('/obituaries/12/ingrid-marie-bjork-of-southeast-portland-oregon')).toBe(
      '/obituaries/12/ingrid-marie-bjork-of-southeast-portland-oregon',
    );
    expect(loggedPath('/api/auth/password-reset')).toBe('/api/auth/password-reset');
    expect(loggedPath('/api/family/cases/8/photos')).toBe('/api/family/cases/8/photos');
    expect(loggedPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it("redacts a shop order's public id, in the API's path and the thank-you page's", () => {
    const publicId = 'b7Qx2LmN9pRsT4vWy8Za1c';
    expect(loggedPath(`/api/web/shop/orders/${publicId}`)).toBe('/api/web/shop/orders/:redacted');
    expect(loggedPath(`/obituaries/12/ingrid-bjork/shop/order/${publicId}/thanks`)).toBe(
      '/obituaries/12/ingrid-bjork/shop/order/:redacted/thanks',
    );
    // The console's orders are row ids, and the shop's own paths keep their words.
    expect(loggedPath('/api/staff/orders/41')).toBe('/api/staff/orders/41');
    expect(loggedPath('/api/web/obituaries/12/shop/orders')).toBe('/api/web/obituaries/12/shop/orders');
  });
});
