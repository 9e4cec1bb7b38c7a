import { cn } from '../../lib/cn.ts';
import type { NavItem } from './nav-items.ts';

export const TAB_CLASSES =
  'flex h-full min-w-11 flex-1 cursor-pointer flex-col items-center justify-center gap-1 text-xs font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-[-4px] rounded-2xl';

/** Icon (in a pill when active) and label of one bottom tab. */
export function BottomNavTabFace({
  item,
  label,
  active,
}: {
  item: Pick<NavItem, 'icon'>;
  label: string;
  active: boolean;
}) {
  const Icon = item.icon;
  return (
    <>
      <span
        className={cn(
          'grid h-8 w-14 place-items-center rounded-full transition-colors',
          active ? 'bg-primary-container text-on-primary-container' : 'text-on-surface-variant',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className={active ? 'text-on-surface' : 'text-on-surface-variant'}>{label}</span>
    </>
  );
}
