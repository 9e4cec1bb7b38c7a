import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { EventFormStep } from '../lib/event-form-fields.ts';

interface FormActionsProps {
  step: EventFormStep;
  /** The event is already published: one "Salvar" keeps it so. */
  published: boolean;
  saving: boolean;
  onBack: () => void;
  onSave: (publish: boolean) => void;
}

/**
 * Step 1: "Próximo" (submits the step). Step 2: "Voltar", then "Salvar rascunho" and "Publicar" —
 * or only "Salvar" for an event already published.
 */
export function FormActions({ step, published, saving, onBack, onSave }: FormActionsProps) {
  const { t } = useTranslation(['step1', 'step2']);
  const bar =
    'flex flex-col-reverse gap-2 border-outline-variant border-t pt-4 tablet:flex-row tablet:items-center';

  if (step === 1)
    return (
      <div className={`${bar} tablet:justify-end`}>
        <Button type="submit">
          {t('steps.next')}
          <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Button>
      </div>
    );

  return (
    <div className={bar}>
      <Button variant="ghost" onClick={onBack} disabled={saving} className="tablet:me-auto">
        <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {t('steps.back')}
      </Button>
      {saving ? (
        <p role="status" className="text-on-surface-variant text-sm">
          {t('step2:actions.saving')}
        </p>
      ) : null}
      {published ? (
        <Button onClick={() => onSave(true)} disabled={saving}>
          {t('step2:actions.save')}
        </Button>
      ) : (
        <>
          <Button variant="outline" onClick={() => onSave(false)} disabled={saving}>
            {t('step2:actions.saveDraft')}
          </Button>
          <Button onClick={() => onSave(true)} disabled={saving}>
            {t('step2:actions.publish')}
          </Button>
        </>
      )}
    </div>
  );
}
