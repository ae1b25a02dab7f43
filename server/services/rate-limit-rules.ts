import type { RateLimitRule } from './rate-limit.ts';

/*
 * Every limit of the product in one place, with its numbers (README "Security", decision
 * 0028). Each is counted per company: a key is the rule's name and its subject (an address group
 * from client-address.ts, an email), and a window opens at the first hit and lasts windowSeconds.
 */
export const rateLimits = {
  /** Plans sent from one client address: a family sends one or two, a few more when correcting. */
  planningPerAddress: { name: 'planning.address', limit: 10, windowSeconds: 3600 },
  /** Plans mailed to one contact email, from anywhere: stops the form mailing one person over and over. */
  planningPerRecipient: { name: 'planning.recipient', limit: 5, windowSeconds: 3600 },
  /** Memories written from one client address, on any obituary: a mourner writes one or two. */
  memoryPerAddress: { name: 'memory.address', limit: 10, windowSeconds: 3600 },
  /** Memories written on one obituary from anywhere: the busiest day after a death stays well under it. */
  memoryPerObituary: { name: 'memory.obituary', limit: 60, windowSeconds: 3600 },
  /**
   * Checkout attempts (orders that reach the card processor) from one client address: a family
   * member sends a few, retrying a declined card; more is someone trying stolen card numbers.
   */
  shopCheckoutPerAddress: { name: 'shop.checkout.address', limit: 10, windowSeconds: 3600 },
  /**
   * Card payments of a family member (the portal's statement): a family pays in one or a few parts and
   * may retry a declined card; more is an account used to try stolen card numbers.
   */
  casePaymentPerMember: { name: 'family.payment.member', limit: 10, windowSeconds: 3600 },
  /** Failed sign-ins to one account from one address: the guesser is stopped, the owner elsewhere is not. */
  signInPerAccountAndAddress: { name: 'sign-in.account-address', limit: 10, windowSeconds: 900 },
  /** Failed sign-ins from one address to any accounts: one address trying many accounts (spraying). */
  signInPerAddress: { name: 'sign-in.address', limit: 30, windowSeconds: 900 },
  /**
   * Failed sign-ins to one account from all addresses together, against guessing spread over many
   * addresses. It holds back addresses the account has not signed in from lately (see below), so
   * reaching it does not lock the owner out of their usual address.
   */
  signInPerAccount: { name: 'sign-in.account', limit: 50, windowSeconds: 3600 },
  /**
   * Password reset links asked for from one client address, for any addresses: a person asks once or
   * twice; more is someone mailing strangers through us (decision 0040).
   */
  passwordResetPerAddress: { name: 'password-reset.address', limit: 10, windowSeconds: 3600 },
  /** Password reset links asked for one email address from anywhere: stops flooding one inbox. */
  passwordResetPerAccount: { name: 'password-reset.account', limit: 5, windowSeconds: 3600 },
  /**
   * Sign-in codes asked for from one client address, for any addresses (decision 0074): a
   * family asks once or twice; more is someone mailing strangers through us.
   */
  signInCodePerAddress: { name: 'sign-in-code.address', limit: 10, windowSeconds: 3600 },
  /** Sign-in codes asked for one email address from anywhere: stops flooding one inbox. */
  signInCodePerAccount: { name: 'sign-in-code.account', limit: 5, windowSeconds: 3600 },
  /**
   * Invitations one family member sends (each is a mail to an address they typed): a family invites
   * a handful of relatives; more is the portal used to mail strangers (decision 0045).
   */
  invitationPerMember: { name: 'family.invitation.member', limit: 10, windowSeconds: 3600 },
  /** Invitations to one case from all its members together in a day: even a large family stays under it. */
  invitationPerCase: { name: 'family.invitation.case', limit: 30, windowSeconds: 86_400 },
  /**
   * Mailed one-time links (password reset, invitation) opened or used from one client address:
   * a person opens theirs a few times; more is someone guessing tokens. The tokens are 256-bit, so
   * this is defence in depth.
   */
  oneTimeLinkPerAddress: { name: 'one-time-link.address', limit: 30, windowSeconds: 3600 },
  /**
   * Calendar feed fetches from one client address, counted before the token is looked at (decision
   * 0128): a calendar app polls each feed about hourly (Google's servers less often, and one address
   * may fetch the feeds of a whole office), so 120 leaves room; guessing 256-bit tokens gets nowhere.
   */
  calendarFeedPerAddress: { name: 'calendar-feed.address', limit: 120, windowSeconds: 3600 },
  /** Successful sign-ins to one account from one address: marks the address as the owner's for 30 days. */
  signInKnownAddress: { name: 'sign-in.known-address', limit: 1, windowSeconds: 30 * 86_400 },
} as const satisfies Record<string, RateLimitRule>;
