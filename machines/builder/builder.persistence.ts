import { describedFailure, unreachableWords } from '#machines/failure-words.ts';
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

/** A refusal the composition root described (a plain BuilderFailure), else a network failure. */
export const failureOf = (task: BuilderTask, error: unknown): BuilderError => {
  const failure = describedFailure<BuilderFailure>(error);
  return { task, reason: failure?.reason ?? 'failed', message: failure?.message ?? unreachableWords };
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
