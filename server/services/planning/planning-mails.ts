import type { AddressBook, CaseStatus, PlanningForm } from '#contract/planning.ts';
import { caseReference } from '#contract/planning.ts';
import { answerFor, answerText, personName, withPossessive } from '#contract/planning-text.ts';
import { isFieldVisible } from '#contract/planning-validation.ts';
import type { Location } from '#contract/website.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';
import { mailsTo } from '#server/services/staff-notification-recipients.ts';

/*
 * The mails a planning submission sends: the notification to the funeral home (the chosen location's
 * address, else whoever staff-notification-recipients.ts names: decision 0100), with every answer,
 * and a short confirmation to the contact. The confirmation carries no answers: a mistyped
 * address must not hand a stranger someone's family details. Links use the company's configured
 * site URL, never a request header (DESIGN §4).
 */

export interface PlanningMailFacts {
  companyName: string;
  /** The line that answers day and night. */
  companyPhone: string;
  /** The company's public site, no trailing slash; null when none is configured (no link then). */
  siteUrl: string | null;
  location: Location;
  /** Who at the funeral home is told (services/staff-notification-recipients.ts): one mail each. */
  staffRecipients: readonly string[];
  form: PlanningForm;
  addressBook: AddressBook;
  caseId: number;
  caseStatus: CaseStatus;
  /** The checked answers that were stored. */
  fields: Record<string, unknown>;
}

/**
 * "At need: Margaret Ellis (reference …)": an at-need request says so first, so that it stands out
 * in a shared inbox; a pre-planning one can wait for the working day.
 */
function planningNotificationSubject(status: CaseStatus, decedent: string | undefined, reference: string) {
  const rest = `${decedent ?? 'name not given'} (reference ${reference})`;
  return status === 'AT_NEED' ? `At need: ${rest}` : `Pre-planning request: ${rest}`;
}

const kindOf = (status: CaseStatus) => (status === 'AT_NEED' ? 'At-need (a death has occurred)' : 'Pre-planning');

const addressLines = (location: Location) =>
  [
    location.address.line1,
    location.address.line2,
    `${location.address.city}, ${location.address.region} ${location.address.postalCode}`,
  ].filter(Boolean);

const indent = (text: string) => text.replace(/\n/g, '\n    ');

/** Every answered, visible field, section by section, labels read as "their". */
function answersBlock(facts: PlanningMailFacts): string {
  const scope = { caseStatus: facts.caseStatus, answers: facts.fields as Record<string, never> };
  const subject = { self: false, firstName: answerFor(facts.form, scope.answers, 'decedentFirstName') };
  return facts.form.sections
    .map((section) => {
      const lines = section.fields
        .filter((field) => isFieldVisible(field, scope))
        .map((field) => {
          const text = answerText(field, facts.fields[field.id], facts.addressBook);
          return `  ${withPossessive(field.label, subject)}: ${text === undefined ? '(not answered)' : indent(text)}`;
        });
      return [section.name, ...lines].join('\n');
    })
    .join('\n\n');
}

export function planningMails(facts: PlanningMailFacts): OutboxMail[] {
  const { form, fields, location, caseStatus } = facts;
  const answers = fields as Record<string, never>;
  const reference = caseReference(facts.caseId);
  const contactEmail = answerFor(form, answers, 'contactEmail');
  const contactFirst = answerFor(form, answers, 'contactFirstName');
  const contactName = personName(contactFirst, answerFor(form, answers, 'contactLastName'));
  const decedent = personName(
    answerFor(form, answers, 'decedentFirstName'),
    answerFor(form, answers, 'decedentLastName'),
  );
  const atNeed = caseStatus === 'AT_NEED';
  const mails: OutboxMail[] = [];

  mails.push(
    ...mailsTo(facts.staffRecipients, {
      kind: 'planning.notification',
      fromName: facts.companyName,
      replyTo: contactEmail,
      subject: planningNotificationSubject(caseStatus, decedent, reference),
      text: [
        atNeed
          ? 'A family has asked for help after a death, through the website. Please call them as soon as you can.'
          : 'A pre-planning request has arrived through the website.',
        '',
        `Reference: ${reference}`,
        `Type: ${kindOf(caseStatus)}`,
        `Location: ${location.name}`,
        `Contact: ${[contactName, contactEmail, answerFor(form, answers, 'contactPhone')].filter(Boolean).join(', ')}`,
        '',
        answersBlock(facts),
        '',
        'Reply to this mail to write to the family.',
      ].join('\n'),
    }),
  );

  if (contactEmail) {
    mails.push({
      kind: 'planning.confirmation',
      fromName: facts.companyName,
      to: contactEmail,
      replyTo: location.email,
      subject: atNeed
        ? `We have your request, and we are here for you - ${facts.companyName}`
        : `Thank you for planning ahead - ${facts.companyName}`,
      text: [
        contactFirst ? `Dear ${contactFirst},` : 'Hello,',
        '',
        atNeed
          ? "We're so sorry for your loss. We have received your request, and someone from " +
            `${location.name} will call you shortly. If you need us before then, call ${facts.companyPhone} ` +
            'at any time, day or night.'
          : `Thank you for planning ahead with ${facts.companyName}. We have received your pre-planning ` +
            `request, and someone from ${location.name} will be in touch to talk it through with you.`,
        '',
        `Your reference number is ${reference}.`,
        '',
        location.name,
        ...addressLines(location),
        location.phoneNumber,
        '',
        ...(facts.siteUrl ? [`${facts.siteUrl}/`, ''] : []),
        'With care,',
        facts.companyName,
      ].join('\n'),
    });
  }
  return mails;
}
