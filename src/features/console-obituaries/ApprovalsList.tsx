import type { StaffObituary } from '#contract/staff-obituaries.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { useCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import { approverWords } from './obituary-text.ts';
import * as styles from './obituaries.css.ts';

/**
 * What the family approved in the portal and the obituary wears (text, obituary photo, photos, theme,
 * video), each with who approved it and when (decision 0063).
 */
export function ApprovalsList({ approvals }: Pick<StaffObituary, 'approvals'>) {
  const timeZone = useCompanyTimeZone();
  return (
    <ul className={styles.list}>
      {approvals.map((approval) => (
        <li key={approval.kind} className={styles.meta}>
          <strong>{approval.title}</strong>:{' '}
          {approval.approvedAt
            ? `approved ${dateTimeText(approval.approvedAt, timeZone)}${approval.approvedBy ? ` by ${approverWords(approval.approvedBy)}` : ''}`
            : approval.status === 'done'
              ? 'done'
              : 'not approved yet'}
        </li>
      ))}
    </ul>
  );
}
