import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast-store.ts';
import { ToastView } from './toast-view.tsx';

/**
 * The toast region (mount once, inside the providers): top of the screen on phones, bottom inline-end
 * corner from tablet width. Escape dismisses the visible toast.
 */
export function Toaster() {
  const { t } = useTranslation('preferences');
  const toasts = useToasts();
  const anyOpen = toasts.some((item) => item.open);

  useEffect(() => {
    if (!anyOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismissToast();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [anyOpen]);

  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 tablet:start-auto tablet:top-auto tablet:bottom-0 tablet:w-96"
    >
      <ol className="flex w-full max-w-md flex-col gap-2">
        {toasts.map((item) => (
          <ToastView key={item.id} item={item} onDismiss={() => dismissToast(item.id)} />
        ))}
      </ol>
    </section>
  );
}
