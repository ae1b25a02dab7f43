import { telHref } from '#contract/phone.ts';

/** A phone number anyone can tap to call: tel: with the number in E.164 (contract/phone.ts), the number as written. */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  return (
    <a href={telHref(number)} className={className}>
      {number}
    </a>
  );
}
