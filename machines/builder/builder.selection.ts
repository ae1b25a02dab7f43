import { assertEvent } from 'xstate';
import type { BuilderContext, BuilderEvent } from './builder.types.ts';

/** Which module is hovered and which one is active (spec §4: one at a time), as context changes. */
type Args = { event: BuilderEvent };

export const noSelection = { hoveredModuleId: null, activeModuleId: null, mergeKey: null } as const;

export function hover({ event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'module.hover');
  return { hoveredModuleId: event.id };
}

/** Activating one deactivates the one before: there is a single active id. */
export function activate({ event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'module.activate');
  return { activeModuleId: event.id, mergeKey: null };
}

/** Another page shown: nothing on it is selected yet. */
export function selectPage({ event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'page.select');
  return { pagePath: event.path, ...noSelection };
}
