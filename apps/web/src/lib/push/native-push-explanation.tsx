import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

/**
 * Spec §6: on Android the app says why it wants to notify before the system asks. "Agora não"
 * (or Escape) answers false and nothing is asked; "Continuar" answers true and the system prompt
 * follows. Radix AlertDialog keeps focus inside.
 */
export function NativePushExplanation({ onAnswer }: { onAnswer: (proceed: boolean) => void }) {
  const { t } = useTranslation('native');
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onAnswer(false))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2">
          <AlertDialog.Title className="font-semibold text-xl">{t('push.explain.title')}</AlertDialog.Title>
          <AlertDialog.Description className="text-on-surface-variant">
            {t('push.explain.text')}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">{t('push.explain.later')}</Button>
            </AlertDialog.Cancel>
            <Button variant="primary" onClick={() => onAnswer(true)}>
              {t('push.explain.continue')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * Shows the explanation on its own (push can be enabled from any page, outside the page's tree)
 * and resolves with the answer once it is gone.
 */
export function explainNativePush(doc: Document = document): Promise<boolean> {
  return new Promise((resolve) => {
    const host = doc.createElement('div');
    doc.body.append(host);
    const root = createRoot(host);
    let answered = false;
    const onAnswer = (proceed: boolean) => {
      if (answered) return;
      answered = true;
      queueMicrotask(() => {
        root.unmount();
        host.remove();
        resolve(proceed);
      });
    };
    // Its own root, so its own boundary while the `native` texts load.
    root.render(
      <Suspense fallback={null}>
        <NativePushExplanation onAnswer={onAnswer} />
      </Suspense>,
    );
  });
}
