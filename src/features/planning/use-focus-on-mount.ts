import { useEffect, useRef } from 'react';

/**
 * Focus the page's heading whenever `key` changes (a new step): screen reader users hear where they
 * are, keyboard users continue from the top of the new content (WCAG 2.4.3).
 */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
