import { useEffect, useRef } from 'react';

interface ScrollSentinelProps {
  /** Whether there is more to load and nothing is loading now. */
  active: boolean;
  onReach: () => void;
}

/**
 * Loads the next page when the end of a list nears the viewport (the "Carregar mais" button beside
 * it does the same for keyboards, screen readers and browsers without IntersectionObserver).
 */
export function ScrollSentinel({ active, onReach }: ScrollSentinelProps) {
  const node = useRef<HTMLDivElement>(null);
  const reach = useRef(onReach);
  reach.current = onReach;

  useEffect(() => {
    const element = node.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  return <div ref={node} aria-hidden="true" className="h-px w-full" />;
}
