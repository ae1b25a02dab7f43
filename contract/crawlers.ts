const crawlerPattern =
  /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headlesschrome\/.*\bgooglebot/i;

/**
 * Spec §2: crawlers are not shown an error page (they read the server's real status instead). Zod-free
 * and shared: the browser's error page asks it, and the server keys its rendered pages on it
 * (decision 0093), since a crawler's error page is its head only.
 */
export const isCrawler = (userAgent: string): boolean => crawlerPattern.test(userAgent);
