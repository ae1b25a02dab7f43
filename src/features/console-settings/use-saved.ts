import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ApiIssue } from '#contract/errors.ts';
import { settingsKey } from '#src/lib/queries/console/settings.ts';
import { type SaveOutcome } from './settings-calls.ts';

/**
 * What follows a save: a refusal goes to the form (beside its fields); otherwise the refusal is
 * cleared, a toast says what was saved and what the save changed (the settings, unless told) is read
 * again. True when it was saved.
 */
export function useSaved(changed: QueryKey = settingsKey) {
  const { toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  return async (
    outcome: SaveOutcome,
    title: string,
    refusal: { refuse: (issues: ApiIssue[]) => void; clear: () => void },
  ) => {
    if (outcome.kind === 'refused') {
      refusal.refuse(outcome.issues);
      return false;
    }
    refusal.clear();
    toasts.send({ type: 'toast.add', color: 'success', title });
    await queryClient.invalidateQueries({ queryKey: changed });
    return true;
  };
}
