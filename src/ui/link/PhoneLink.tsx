/** A phone number anyone can tap to call: tel: with the digits, the number as written. */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={className}>
      {number}
    </a>
  );
}
