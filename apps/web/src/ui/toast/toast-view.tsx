import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { ToastItem } from './toast-store.ts';
import { useSwipeToDismiss } from './use-swipe-to-dismiss.ts';

const variants = {
  default: 'border-outline-variant bg-popover text-popover-foreground',
  destructive: 'border-destructive bg-destructive text-on-destructive',
} as const;

/** One toast: title, description, close button; swipe toward the inline end or Escape dismisses it. */
export function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const { t } = useTranslation('preferences');
  const { offset, handlers } = useSwipeToDismiss(onDismiss);

  return (
    <li
      aria-hidden={item.open ? undefined : true}
      data-state={item.open ? 'open' : 'closed'}
      data-variant={item.variant}
      data-testid="toast"
      onKeyDown={(event) => event.key === 'Escape' && onDismiss()}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pe-12 shadow-lg',
        'transition-[opacity,transform,visibility] duration-200 motion-reduce:transition-none',
        item.open ? 'visible opacity-100' : 'invisible opacity-0',
        variants[item.variant],
      )}
      {...handlers}
    >
      {/* The live role sits inside the item: a list item must stay a list item. */}
      <div
        role={item.variant === 'destructive' ? 'alert' : 'status'}
        aria-atomic="true"
        className="grid min-w-0 gap-1 text-start"
      >
        {item.title && <p className="font-semibold text-sm">{item.title}</p>}
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('toast.close')}
        tabIndex={item.open ? 0 : -1}
        className="absolute end-1 top-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-full opacity-80 hover:bg-current/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current focus-visible:outline-offset-[-4px]"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
