import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { EventFormStep } from '../lib/event-form-fields.ts';

const STEPS: readonly { step: EventFormStep; key: string }[] = [
  { step: 1, key: 'steps.basics' },
  { step: 2, key: 'steps.details' },
];

/** "Etapa 1 de 2" with the two steps named; the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: EventFormStep }) {
  const { t } = useTranslation('step1');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-3">
        {STEPS.map(({ step, key }, index) => {
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={step}
              className="flex flex-1 items-center gap-3"
              aria-current={active ? 'step' : undefined}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-full border font-semibold text-sm',
                  active && 'border-primary bg-primary text-on-primary',
                  done && 'border-primary bg-primary-container text-on-primary-container',
                  !active && !done && 'border-outline text-on-surface-variant',
                )}
              >
                {done ? <Check className="size-4" /> : step}
              </span>
              <span
                className={cn(
                  'text-sm',
                  active ? 'font-semibold text-on-surface' : 'text-on-surface-variant',
                )}
              >
                <span className="sr-only">
                  {t('steps.progress', { current: step, total: STEPS.length })}{' '}
                </span>
                {t(key)}
              </span>
              {index < STEPS.length - 1 ? (
                <span aria-hidden="true" className="h-px min-w-4 flex-1 bg-outline-variant" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
