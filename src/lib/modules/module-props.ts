import type { ModuleOf, ModuleType } from '#contract/modules.ts';
import type { Location } from '#contract/website.ts';

/** The first hero on a page is its h1; every other module heading is an h2. */
export type HeadingLevel = 'h1' | 'h2';

/** What every module renderer is given; most use only part of it. */
export interface ModuleRenderProps<T extends ModuleType> {
  module: ModuleOf<T>;
  headingLevel: HeadingLevel;
  /** The company's locations (spec §3), for modules that list them. */
  locations: readonly Location[];
}
