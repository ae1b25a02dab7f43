import type { TenantScope } from '#server/db/tenant-scope.ts';
import { companySiteUrl } from './site-url.ts';

/** Who a mail to a family or a buyer comes from, and where its links and times point. */
export interface MailSender {
  companyName: string;
  companyPhone: string;
  siteUrl: string | null;
  /** The company's IANA zone: the moments the mail names are read in it. */
  timeZone: string;
}

/** The company's sender facts, read once before the transaction that writes the mail. */
export async function mailSenderOf(scope: TenantScope): Promise<MailSender> {
  const [company, siteUrl] = await Promise.all([scope.company(), companySiteUrl(scope)]);
  return {
    companyName: company?.name ?? '',
    companyPhone: company?.phoneNumber ?? '',
    siteUrl,
    timeZone: company?.timeZone ?? 'UTC',
  };
}
