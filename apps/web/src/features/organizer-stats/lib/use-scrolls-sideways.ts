import { useLayoutEffect, useState } from 'react';

/**
 * Whether the element given to `ref` is narrower than its content (it scrolls sideways), kept as
 * it resizes. Such a row must be reachable by keyboard; a row that fits must not be a stop. A
 * callback ref, so an element that appears later (after loading) is measured too.
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const [element, ref] = useState<T | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, scrolls };
}
