import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element the ref is put on, kept as it resizes; `fallback` until it is measured
 * (and where nothing can measure it). Charts are drawn at this width.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 320) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width > 0 ? width : fallback };
}
