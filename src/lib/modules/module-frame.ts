import { createContext, type ComponentType, type ReactNode } from 'react';
import type { PageModule } from '#contract/modules.ts';

export interface ModuleFrameProps {
  module: PageModule;
  children: ReactNode;
}

/**
 * What wraps each rendered module. Visitors get nothing (null: modules render bare); the website
 * builder provides a frame that outlines, selects and labels modules in edit mode. The frame itself
 * lives in the builder's chunk, so visitors never load it.
 */
export const ModuleFrameContext = createContext<ComponentType<ModuleFrameProps> | null>(null);
