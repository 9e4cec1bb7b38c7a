import * as Popover from '@radix-ui/react-popover';
import { type ReactElement, useId } from 'react';
import { NotificationsPanel } from './notifications-panel.tsx';

interface NotificationsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  side: 'bottom' | 'left' | 'right';
  align: 'start' | 'end';
}

/**
 * The panel on tablet and desktop: a Radix popover beside the bell (focus moves in, Escape or a
 * click outside closes it and focus returns to the bell), at most 24rem high (spec §9).
 */
export function NotificationsPopover({
  open,
  onOpenChange,
  trigger,
  side,
  align,
}: NotificationsPopoverProps) {
  const titleId = useId();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-outline-variant bg-surface text-on-surface shadow-xl focus:outline-none"
        >
          <NotificationsPanel
            onNavigate={() => onOpenChange(false)}
            title={(text) => (
              <h2 id={titleId} className="font-semibold text-lg">
                {text}
              </h2>
            )}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
