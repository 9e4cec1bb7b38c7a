import { CalendarPlus, Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'discover', Icon: Search },
  { key: 'join', Icon: Users },
  { key: 'organize', Icon: CalendarPlus },
] as const;

/** Three steps: discover, take part, organise. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-how" className="flex flex-col gap-5">
      <h2 id="home-how" className="font-bold text-2xl text-on-background tracking-tight">
        {t('how.title')}
      </h2>
      <ol className="grid grid-cols-1 gap-4 tablet:grid-cols-3">
        {STEPS.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex flex-col gap-2 rounded-2xl border border-outline-variant bg-surface p-5"
          >
            <Icon aria-hidden="true" className="size-7 text-primary" />
            <h3 className="font-semibold text-lg text-on-surface">{t(`how.${key}.title`)}</h3>
            <p className="text-on-surface-variant">{t(`how.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
