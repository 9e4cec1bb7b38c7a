import type { TimelineItem } from '@eventos/domain';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupPageHref } from '../../../groups/lib/group-links.ts';
import { ActorNames } from './actor-names.tsx';

const TARGET = 'font-semibold text-on-surface hover:underline';

/**
 * What happened, as a sentence: "Ana vai a Festival X", "Ana, Bruno e mais 3 vão a …", "Ana criou
 * o evento …", "Ana entrou no grupo …", "Grupo X publicou um novo evento". The names are React
 * children put where the translation says, never parsed as markup.
 */
export function TimelineHeadline({ item }: { item: TimelineItem }) {
  const { t } = useTranslation('social');
  const event = item.event ? (
    <Link to={`/events/${encodeURIComponent(item.event.slug)}`} className={TARGET}>
      <bdi>{item.event.name}</bdi>
    </Link>
  ) : (
    <span />
  );
  const group = item.group ? (
    <Link to={groupPageHref(item.group.slug)} className={TARGET}>
      <bdi>{item.group.name}</bdi>
    </Link>
  ) : (
    <span />
  );
  const target = item.kind === 'group_joined' ? group : event;
  return (
    <p className="text-on-surface-variant">
      <Trans
        t={t}
        i18nKey={`timeline.kinds.${item.kind}`}
        count={Math.max(item.actorCount, item.actors.length, 1)}
        components={{
          actors: <ActorNames actors={item.actors} actorCount={item.actorCount} />,
          target,
          group,
        }}
      />
    </p>
  );
}
