import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { BuilderActorRef, BuilderSnapshot } from '#machines/builder/builder.machine.ts';
import type { BuilderEvent } from '#machines/builder/builder.types.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/** What the builder's components reach: the builder and auth actors, and the API for the panels that read lists. */
export interface BuilderServices {
  builder: BuilderActorRef;
  auth: AuthActorRef;
  api: ApiClient;
  queryClient: QueryClient;
  /** Opens one of the shell's dialogs. */
  openDialog(dialog: ShellDialog): void;
  /** Ends the staff session and forgets the builder's working copy. */
  signOut(): void;
}

export type ShellDialog =
  | { kind: 'addModule'; beforeId: string | null; beforeLabel?: string }
  | { kind: 'pageSettings' }
  | { kind: 'navigation' }
  | { kind: 'versions' }
  | { kind: 'redirects' };

const ServicesContext = createContext<BuilderServices | null>(null);

export function BuilderServicesProvider({ value, children }: { value: BuilderServices; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useBuilderServices(): BuilderServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Builder components render inside the preview shell');
  return services;
}

/** A narrow read of the builder's snapshot (never the whole snapshot). */
export function useBuilderSelector<T>(
  selector: (snapshot: BuilderSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useBuilderServices().builder, selector, compare);
}

/** Whether the builder would take this event now: buttons are enabled from this, never from JSX conditions. */
export function useCan(event: BuilderEvent): boolean {
  return useSelector(useBuilderServices().builder, (snapshot) => snapshot.can(event));
}

/** Ids for new modules and their nested objects (spec §3): random, and valid outside secure contexts too. */
export function newModuleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `m-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
