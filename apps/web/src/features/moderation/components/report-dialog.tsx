import type { ReportTargetType } from '@eventos/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense } from 'react';
import { Spinner } from '../../../ui/spinner.tsx';
import { ReportForm } from './report-form.tsx';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, as the person sees it (an event's name, a person's name), shown under the title. */
  targetLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Denunciar evento / comentário / grupo / perfil": a reason, details (required for "Outro
 * motivo") and "Enviar denúncia" (Radix Dialog: a sheet from the bottom on a phone, centred on
 * wider screens; focus stays inside, Escape closes). What was chosen and typed is dropped when it
 * closes.
 */
export function ReportDialog({ targetType, targetId, targetLabel, open, onOpenChange }: ReportDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-t-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:inset-x-4 tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2 tablet:rounded-2xl">
          {/* The texts load with the first dialog opened; until then the panel shows a spinner. */}
          <Suspense
            fallback={
              <div className="flex justify-center py-8">
                <Spinner size="lg" />
              </div>
            }
          >
            <ReportForm
              targetType={targetType}
              targetId={targetId}
              targetLabel={targetLabel}
              onDone={() => onOpenChange(false)}
            />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
