import type { Clock } from '#server/clock.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';

/** What a service that writes mails needs: the clock it reads `now` from, the delivery it wakes after its commit. */
export interface MailingDeps {
  clock: Clock;
  mail: MailDelivery;
}
