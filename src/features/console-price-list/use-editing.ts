import { useState } from 'react';

/** Says what was saved in the page's status line and reloads the list. */
export type Done = (words: string) => Promise<void>;

/**
 * Which form of a price-list section is open (an entry's key, or the one that adds), one at a time:
 * its Edit button opens and closes it, and saving or cancelling closes it.
 */
export function useEditing<K extends string | number>(onDone: Done) {
  const [editing, setEditing] = useState<K | null>(null);
  return {
    editing,
    toggle: (key: K) => setEditing(editing === key ? null : key),
    close: () => setEditing(null),
    /** Saved: close the form, then say so. */
    finish: async (words: string) => {
      setEditing(null);
      await onDone(words);
    },
  };
}
