import type { PublishResult } from '#contract/builder.ts';
import type { PageModule } from '#contract/modules.ts';
import type { SiteContent } from '#contract/site-content.ts';
import type { Navigation, RenderContext } from '#contract/website.ts';

/** The builder's context, events and effect shapes (spec §3 builder state, §4 builder rules). */

export type Pages = RenderContext['pages'];

/** What edits change and undo restores. */
export interface SiteEdit {
  navigation: Navigation;
  pages: Pages;
  /** The page shown, since renaming a page's path moves it. */
  pagePath: string;
}

export type BuilderFailureReason = 'conflict' | 'unauthorized' | 'invalid' | 'failed';

/** An effect's refusal as the machine keeps it: the composition root rejects with these plain objects. */
export interface BuilderFailure {
  reason: BuilderFailureReason;
  message: string;
}

export type BuilderTask = 'load' | 'save' | 'publish' | 'rollback';

export interface BuilderError extends BuilderFailure {
  task: BuilderTask;
}

/** Previewing and editing are states of the machine (its `preview` and `edit` regions), not fields here. */
export interface BuilderContext {
  hoveredModuleId: string | null;
  activeModuleId: string | null;
  /** The page being shown (its key in `pages`); the active page when it is a CMS page. */
  pagePath: string;
  /** The working copy the page renders from; null until the first load. */
  site: RenderContext | null;
  /** The draft revision the working copy is based on; null when the approved context was loaded. */
  revision: number | null;
  /** Navigation and pages as last loaded or saved: the working copy differs from it when there are unsaved edits. */
  saved: { navigation: Navigation; pages: Pages } | null;
  past: SiteEdit[];
  future: SiteEdit[];
  /** Consecutive updates of the same fields of one module are one undo step. */
  mergeKey: string | null;
  error: BuilderError | null;
  /** The version the last publish made or confirmed. */
  published: PublishResult | null;
}

/** The builder starts previewing, not editing, on the page shown. */
export interface BuilderInput {
  pagePath: string;
}

export interface PageSettings {
  path: string;
  title: string;
  description: string;
  parentId: string | null;
}

export type BuilderEvent =
  | { type: 'preview.enter' }
  | { type: 'preview.exit' }
  | { type: 'edit.start' }
  | { type: 'edit.stop' }
  | { type: 'module.hover'; id: string }
  | { type: 'module.unhover'; id: string }
  | { type: 'module.activate'; id: string }
  | { type: 'module.deactivate' }
  /** Inserted before `beforeId`, or appended when that id is not on the page (or null). */
  | { type: 'module.add'; module: PageModule; beforeId: string | null }
  | { type: 'module.remove'; id: string }
  /** Merged into the active module; the result must still be a valid module of its type. */
  | { type: 'module.update'; id: string; fields: Record<string, unknown> }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'page.select'; path: string }
  | { type: 'page.update'; path: string; settings: PageSettings }
  | { type: 'navigation.update'; navigation: Navigation }
  | { type: 'context.refresh' }
  | { type: 'draft.save' }
  | { type: 'draft.publish' }
  | { type: 'version.rollback'; version: number }
  | { type: 'error.dismiss' };

export interface LoadInput {
  mode: 'draft' | 'approved';
}
export interface LoadOutput {
  site: RenderContext;
  /** The draft's revision; null for the approved context. */
  revision: number | null;
}
export interface SaveInput {
  baseRevision: number;
  content: SiteContent;
}
