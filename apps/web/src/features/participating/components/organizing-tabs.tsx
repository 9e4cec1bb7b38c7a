import { ORGANIZING_STATES, type OrganizingState } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizingList } from './organizing-list.tsx';
import { SegmentedTabs } from './segmented-tabs.tsx';

/** My events by state (Rascunhos, Publicados, Cancelados, Anteriores): /organizing and its tab. */
export function OrganizingTabs() {
  const { t } = useTranslation('participating');
  const [state, setState] = useState<OrganizingState>('published');
  return (
    <SegmentedTabs
      tone="secondary"
      label={t('organizing.states.label')}
      value={state}
      onValueChange={setState}
      tabs={ORGANIZING_STATES.map((value) => ({ value, label: t(`organizing.states.${value}`) }))}
      panel={(value) => <OrganizingList state={value} />}
    />
  );
}
