import { useCallback, useState } from 'react';
import type { ApiIssue } from '#contract/errors.ts';
import { splitIssues } from './password-reset-calls.ts';

type Shown = ReturnType<typeof splitIssues>;
const nothing: Shown = { fields: {}, form: null };

/** The server's last refusal of a form: words by field and for the whole form, cleared when the person edits. */
export function useRefusal() {
  const [refusal, setRefusal] = useState<Shown>(nothing);
  const refuse = useCallback((issues: ApiIssue[]) => setRefusal(splitIssues(issues)), []);
  const clear = useCallback(() => setRefusal(nothing), []);
  return { refusal, refuse, clear };
}
