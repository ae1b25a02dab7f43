import { useState } from 'react';
import { obituaryTextIssue } from '#contract/obituary-text-rule.ts';

/**
 * The obituary text's own rule (contract/obituary-text-rule.ts, the server's `obituaryTextHtml` without
 * zod) for the editors that send it: `error` for the field, `tooLong` for the buttons, and `check()`
 * before sending, false when the text must not go. Too long is said at once; marks left over only
 * once the text was to be sent, not while a new pair of ** waits for its first letter.
 */
export function useObituaryTextCheck(html: string) {
  const [tried, setTried] = useState(false);
  const issue = obituaryTextIssue(html);
  const tooLong = issue?.tooLong ?? false;
  return {
    error: issue && (tried || tooLong) ? issue.message : undefined,
    tooLong,
    check: (): boolean => {
      setTried(issue !== undefined);
      return issue === undefined;
    },
  };
}
