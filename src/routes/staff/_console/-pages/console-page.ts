import { createElement, type ComponentType, type ReactElement } from 'react';
import type { SessionUser } from '#contract/auth.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { RouterContext } from '#src/lib/router-context.ts';

/** What every console page is given: the console route's context and the address's search, as it came. */
export interface ConsolePageInput {
  /** The API, the Query cache and toasts, and the console's auth actor, person and role (`_console/route.tsx`). */
  context: Pick<RouterContext, 'api' | 'queryClient' | 'toasts'> & {
    auth: AuthActorRef;
    user: SessionUser;
    staffRole: StaffRole;
  };
  /** Each list reads its own filters from it; what is not a value it offers is dropped. */
  search: Record<string, unknown>;
}

/** The page of one item of a list (/staff/cases/{id} …): its row id as well. */
export interface ConsoleItemInput extends ConsolePageInput {
  id: number;
}

/** One console page, opened: what it shows is in the Query cache, and the page is ready to draw. */
export type ConsolePage<Input = ConsolePageInput> = (input: Input) => Promise<ReactElement>;

/**
 * A console page (decision 0068) made of `load`, which reads its address and what it shows before it
 * shows (into the Query cache) and gives the props of `Page`, the feature's own component.
 */
export const consolePage =
  <Input, Props extends object>(
    load: (input: Input) => Props | Promise<Props>,
    Page: ComponentType<Props>,
  ): ConsolePage<Input> =>
  async (input) =>
    createElement(Page, await load(input));
