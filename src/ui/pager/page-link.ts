import type { LinkOptions, RegisteredRouter } from '@tanstack/react-router';

/** Where a link goes, as a <Link> takes it (`to`, `params`, `search`): a pager's or a tab's target. */
export type PageLinkOptions = LinkOptions<RegisteredRouter, string, string>;
