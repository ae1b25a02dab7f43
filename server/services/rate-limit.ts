import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { rateLimitCounters } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The one limiter (decision 0028): counters in the database, so every server process sharing it
 * counts alike. A key is a rule's name and its subject; its window opens at the first hit and lasts
 * the rule's windowSeconds, and a hit after it ends opens a new one. Counting is one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING per call: PostgreSQL serialises hits on one key by its
 * row lock, so two processes never both see "the last one allowed". Counters are the company's own
 * (through the tenant scope): one company's visitors never use up another's limits.
 * Rules and their numbers live in rate-limit-rules.ts.
 */

export interface RateLimitRule {
  /** Part of the key, e.g. 'planning.address'. */
  name: string;
  /** How many hits a window holds. */
  limit: number;
  windowSeconds: number;
}

/** One thing to count: a rule, and whom it counts (an address group, an email). */
export interface LimitTarget {
  rule: RateLimitRule;
  subject: string;
}

/** A target's live window: hits so far (0 when none is open) and the seconds until it ends. */
export interface LimitCount {
  target: LimitTarget;
  hits: number;
  retryAfterSeconds: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keyOf = ({ rule, subject }: LimitTarget) => `${rule.name}:${subject}`;

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

function countsOf(targets: LimitTarget[], rows: { key: string; hits: number; expiresAt: Date }[], now: Date) {
  return targets.map((target): LimitCount => {
    const row = rows.find((candidate) => candidate.key === keyOf(target));
    return row && row.expiresAt > now
      ? { target, hits: row.hits, retryAfterSeconds: secondsUntil(row.expiresAt, now) }
      : { target, hits: 0, retryAfterSeconds: 0 };
  });
}

/** Refused, with the longest wait, when any count is past (`over`) or at (`reached`) its rule's limit. */
export function verdictOf(counts: LimitCount[], refuseWhen: 'over' | 'reached'): LimitVerdict {
  const refused = counts.filter(({ target, hits }) =>
    refuseWhen === 'over' ? hits > target.rule.limit : hits >= target.rule.limit,
  );
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((count) => count.retryAfterSeconds)) };
}

/** Counts one hit on every target at once and answers the new counts. */
export async function countHits(tenant: TenantScope, targets: LimitTarget[], now: Date): Promise<LimitCount[]> {
  if (targets.length === 0) return [];
  const ended = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await tenant
    .insert(
      rateLimitCounters,
      targets.map((target) => ({
        key: keyOf(target),
        hits: 1,
        expiresAt: new Date(now.getTime() + target.rule.windowSeconds * 1000),
      })),
    )
    .onConflictDoUpdate({
      target: [rateLimitCounters.companyId, rateLimitCounters.key],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt });
  return countsOf(targets, rows, now);
}

/** The targets' live counts, counting nothing. */
export async function readCounts(tenant: TenantScope, targets: LimitTarget[], now: Date): Promise<LimitCount[]> {
  if (targets.length === 0) return [];
  const rows = await tenant
    .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt })
    .from(
      rateLimitCounters,
      and(inArray(rateLimitCounters.key, targets.map(keyOf)), gt(rateLimitCounters.expiresAt, now)),
    );
  return countsOf(targets, rows, now);
}

/**
 * The usual use: count this attempt, and refuse it when it is past any of the limits (the
 * refused attempt counts too, which changes nothing: the window's end does not move).
 */
export async function consumeLimits(tenant: TenantScope, targets: LimitTarget[], now: Date): Promise<LimitVerdict> {
  return verdictOf(await countHits(tenant, targets, now), 'over');
}

/**
 * Gives back one hit of each target's live window (never below zero): a reserved attempt that
 * turned out not to count (a sign-in that was refused unchecked, or that succeeded). Counting first
 * and giving back after is what keeps a burst of requests from all being judged before any is
 * counted.
 */
export async function releaseHits(tenant: TenantScope, targets: LimitTarget[], now: Date): Promise<void> {
  if (targets.length === 0) return;
  const keys = inArray(rateLimitCounters.key, targets.map(keyOf));
  await tenant.update(
    rateLimitCounters,
    { hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` },
    and(keys, gt(rateLimitCounters.expiresAt, now)),
  );
  // A window left with no hits is closed, so the next hit opens a whole one, as if this attempt never
  // came. A hit counted in between makes the row's hits 1 again, and the row stays.
  await tenant.delete(rateLimitCounters, and(keys, eq(rateLimitCounters.hits, 0)));
}

/** Forgets a target's window (e.g. the failures of an account and address after a success). */
export async function clearLimit(tenant: TenantScope, target: LimitTarget): Promise<void> {
  await tenant.delete(rateLimitCounters, eq(rateLimitCounters.key, keyOf(target)));
}
