import { type LayoutDevice, sidebarStartsExpanded } from '@eventos/domain';
import { useState } from 'react';

/** Expanded by default on desktop, collapsed on tablet, until the user toggles it. */
export function useSidebarExpanded(device: LayoutDevice): [boolean, () => void] {
  const [choice, setChoice] = useState<boolean | null>(null);
  const expanded = choice ?? sidebarStartsExpanded(device);
  return [expanded, () => setChoice(!expanded)];
}
