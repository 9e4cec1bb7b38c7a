import { SCROLL_HIDE_THRESHOLD_PX } from '@eventos/domain';
import { useEffect, useState } from 'react';

/** True while the page is being scrolled down beyond 32 px; false again as soon as it scrolls up. */
export function useHideOnScroll(enabled = true): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      if (current <= SCROLL_HIDE_THRESHOLD_PX) setHidden(false);
      else if (current > last) setHidden(true);
      else if (current < last) setHidden(false);
      last = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  return hidden;
}
