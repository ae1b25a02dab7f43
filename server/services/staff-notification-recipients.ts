import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { companyMailSettings, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';

/*
 * Who at the funeral home hears of something (decision 0100): a new planning request, a paid
 * shop order, a signed statement. Every such mail reaches a person: the location's own address, else
 * the company's notification address (Settings; `company create` sets it to the owner's email), else
 * every active owner (joined, not disabled: an address proven by its own sign-in). Each staff
 * notification asks here, never reads a location's email itself.
 */

/**
 * The addresses a staff notification goes to, one mail each: `[locationEmail]` when the location has
 * one, else `[notification address]`, else the active owners' (none only for a company with none).
 */
export async function staffNotificationRecipients(
  scope: TenantScope,
  locationEmail: string | null | undefined,
): Promise<string[]> {
  const own = locationEmail?.trim();
  if (own) return [own];
  const [settings] = await scope
    .select({ address: companyMailSettings.notificationAddress })
    .from(companyMailSettings)
    .limit(1);
  const company = settings?.address?.trim();
  if (company) return [company];
  const owners = await scope
    .select({ email: users.email })
    .from(
      users,
      and(
        eq(users.role, 'staff'),
        eq(users.staffRole, 'owner'),
        isNull(users.disabledAt),
        isNotNull(users.passwordHash),
      ),
    )
    .orderBy(asc(users.id));
  return [...new Set(owners.map((owner) => owner.email))];
}

/** The same notification, one mail to each recipient. */
export const mailsTo = (recipients: readonly string[], mail: Omit<OutboxMail, 'to'>): OutboxMail[] =>
  recipients.map((to) => ({ ...mail, to }));
