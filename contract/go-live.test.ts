import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { goLiveChecklistOf, goLiveItemId, goLiveTitles } from './go-live.ts';

/*
 * The README's "Installing for your funeral home" and the console's going-live checklist say the same
 * things (decision 0106): the section's numbered steps are the checklist's titles, word for
 * word, in its order.
 */

const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');

/** The section under its heading, up to the next heading of its level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no "## ${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('the going-live checklist', () => {
  it("is the README's install steps, in the same words and order", () => {
    const steps = [...section(readme, 'Installing for your funeral home').matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map(
      ([, title]) => title,
    );
    expect(steps).toEqual(goLiveItemId.options.map((id) => goLiveTitles[id]));
  });

  it('is done only when every item is', () => {
    const all = { mail: true, 'price-list': true, payments: true, 'home-page': true, shop: true };
    expect(goLiveChecklistOf(all).done).toBe(true);
    for (const id of goLiveItemId.options) {
      const checklist = goLiveChecklistOf({ ...all, [id]: false });
      expect(checklist.done).toBe(false);
      expect(checklist.items.find((item) => item.id === id)).toEqual({ id, title: goLiveTitles[id], done: false });
    }
  });
});
