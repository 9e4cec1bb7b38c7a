import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether `node` has come within `rootMargin` of the screen, once (it stays true). `skip` leaves
 * the observer off (the content is shown anyway). Where the browser cannot tell, it stays false:
 * the caller decides what stands in. The setter lets a caller show it by other means (a button).
 */
export function useNearScreen(
  node: RefObject<Element | null>,
  rootMargin: string,
  skip = false,
): [boolean, (near: boolean) => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = node.current;
    if (skip || near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [node, rootMargin, skip, near]);
  return [near, setNear];
}
