import { siteContentOf } from './builder.site.ts';
import type {
  BuilderContext,
  BuilderError,
  BuilderFailure,
  BuilderTask,
  LoadOutput,
  SaveInput,
} from './builder.types.ts';

/** Loading, saving and their failures, as context changes and effect inputs. */

export const unreachableMessage = 'We could not reach the server. Please check your connection and try again.';

/** A refusal the composition root described (a plain BuilderFailure), else a network failure. */
export const failureOf = (task: BuilderTask, error: unknown): BuilderError => {
  const failure = error instanceof Error ? null : (error as Partial<BuilderFailure> | null);
  return typeof failure?.message === 'string' && failure.message !== ''
    ? { task, reason: failure.reason ?? 'failed', message: failure.message }
    : { task, reason: 'failed', message: unreachableMessage };
};

/** The loaded context is the truth now: whatever was being edited, selected or undone is gone. */
export const loaded = ({ site, revision }: LoadOutput): Partial<BuilderContext> => ({
  site,
  revision,
  saved: { navigation: site.navigation, pages: site.pages },
  past: [],
  future: [],
  mergeKey: null,
  hoveredModuleId: null,
  activeModuleId: null,
  error: null,
});

/** Edits are refused while saving, so the working copy is exactly what was saved. */
export const savedAs = (context: BuilderContext, revision: number): Partial<BuilderContext> => ({
  revision,
  saved: context.site ? { navigation: context.site.navigation, pages: context.site.pages } : null,
});

export function saveInput(context: BuilderContext): SaveInput {
  if (!context.site) throw new Error('Nothing loaded to save');
  return { baseRevision: context.revision ?? 0, content: siteContentOf(context.site) };
}
