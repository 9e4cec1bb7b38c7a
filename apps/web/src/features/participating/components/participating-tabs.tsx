import { PARTICIPATING_WHEN, type ParticipatingWhen } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParticipatingList } from './participating-list.tsx';
import { SegmentedTabs } from './segmented-tabs.tsx';

/** Próximos and Anteriores: the events I take part in, before and after they happen. */
export function ParticipatingTabs() {
  const { t } = useTranslation('participating');
  const [when, setWhen] = useState<ParticipatingWhen>('upcoming');
  return (
    <SegmentedTabs
      tone="secondary"
      label={t('participating.when.label')}
      value={when}
      onValueChange={setWhen}
      tabs={PARTICIPATING_WHEN.map((value) => ({ value, label: t(`participating.when.${value}`) }))}
      panel={(value) => <ParticipatingList when={value} />}
    />
  );
}
