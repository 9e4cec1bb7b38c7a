import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

const CHOICES = [
  { isPublic: true, key: 'public', Icon: Globe },
  { isPublic: false, key: 'private', Icon: Lock },
] as const;

/** The first step of a new venue: public (any event may use it) or private (only the user's events). */
export function LocationTypeStep({
  onChoose,
  onCancel,
}: {
  onChoose: (isPublic: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('locations');
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-on-surface-variant">{t('dialog.chooseType')}</p>
      <ul className="flex flex-col gap-3">
        {CHOICES.map(({ isPublic, key, Icon }) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onChoose(isPublic)}
              aria-describedby={`${id}-${key}`}
              className="flex min-h-11 w-full cursor-pointer items-start gap-3 rounded-xl border border-outline p-4 text-start hover:bg-primary/8 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-on-surface">{t(`type.${key}`)}</span>
                <span id={`${id}-${key}`} className="text-on-surface-variant text-sm">
                  {t(`type.${key}Note`)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </div>
  );
}
