import { useState } from 'react';
import { obituaryTextHtml } from '#contract/family-obituary.ts';

const rule = obituaryTextHtml();

/**
 * The obituary text's own rule (contract/family-obituary.ts `obituaryTextHtml`, the server's too) for
 * the editors that send it: `error` for the field, `tooLong` for the buttons, and `check()` before
 * sending, false when the text must not go. Too long is said at once; marks left over only
 * once the text was to be sent, not while a new pair of ** waits for its first letter.
 */
export function useObituaryTextCheck(html: string) {
  const [tried, setTried] = useState(false);
  const issue = rule.safeParse(html).error?.issues[0];
  const tooLong = issue?.code === 'too_big';
  return {
    error: issue && (tried || tooLong) ? issue.message : undefined,
    tooLong,
    check: (): boolean => {
      setTried(issue !== undefined);
      return issue === undefined;
    },
  };
}
