import { type ReactNode, useEffect, useRef } from 'react';

interface ModalDialogProps {
  titleId: string;
  descriptionId?: string;
  onClose: () => void;
  /** 'alertdialog' for a confirmation that interrupts the user (e.g. before deleting). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog over the page: focus moves in (to the first field or button), stays inside on Tab,
 * Escape or the backdrop closes it, the page behind does not scroll, and focus returns to what
 * opened it.
 */
export function ModalDialog({
  titleId,
  descriptionId,
  onClose,
  role = 'dialog',
  children,
}: ModalDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>('input, button:not([disabled])');
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 tablet:items-center">
      <div aria-hidden="true" className="absolute inset-0 bg-black/50" onClick={onClose} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both take aria-modal */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="relative flex max-h-[90dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-2xl bg-surface p-6 text-on-surface shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}
