import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonClasses } from '../../../../ui/button.tsx';

interface ActionMenuProps {
  label: string;
  icon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs instead of opening the panel when it returns true (e.g. the system share sheet handled it). */
  onTrigger?: () => Promise<boolean> | boolean | undefined;
  children: ReactNode;
}

/**
 * A button that shows a short list of actions below it (a disclosure): Escape or a click elsewhere
 * closes it, and Escape puts the focus back on the button.
 */
export function ActionMenu({ label, icon, open, onOpenChange, onTrigger, children }: ActionMenuProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  const trigger = async () => {
    const handled = open ? false : onTrigger?.();
    if (handled === true || (handled instanceof Promise && (await handled))) return;
    onOpenChange(!open);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void trigger()}
        className={buttonClasses('outline', 'md', 'w-full')}
      >
        {icon}
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-2 flex flex-col overflow-hidden rounded-2xl border border-outline-variant bg-surface py-1 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}

/** One action inside an {@link ActionMenu}: the classes of a full-width row at least 44 px tall. */
export const menuItemClasses =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 px-4 py-2.5 text-start text-on-surface text-sm ' +
  'hover:bg-on-surface/8 focus-visible:bg-on-surface/8 focus-visible:outline-none';
