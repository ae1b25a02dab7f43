/**
 * Where the end-to-end suite's SMTP server listens and writes what it receives. Derived from the
 * suite's port so suites on other ports (another engineer, CI shards) never share a mailbox.
 */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3100);
export const e2eSmtpPort = () => Number(process.env.E2E_SMTP_PORT ?? e2ePort() + 1000);
export const e2eMailFile = () => `.tmp/e2e-mail-${e2ePort()}.jsonl`;
