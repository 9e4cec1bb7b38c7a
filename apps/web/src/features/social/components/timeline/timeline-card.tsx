import type { TimelineItem } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../ui/card.tsx';
import { GroupLogo } from '../../../groups/components/group-logo.tsx';
import { groupPageHref } from '../../../groups/lib/group-links.ts';
import { formatRelativeTime } from '../../../notifications/lib/relative-time.ts';
import { ActorFaces } from './actor-faces.tsx';
import { TimelineEvent } from './timeline-event.tsx';
import { TimelineHeadline } from './timeline-headline.tsx';
import { TimelineRsvp } from './timeline-rsvp.tsx';

/**
 * One card of the timeline: who (faces, or the group's logo when the group acts), what they did,
 * when (in words), and the event with its RSVP or the group they joined.
 */
export function TimelineCard({ item, viewer }: { item: TimelineItem; viewer: string }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const byGroup = item.kind === 'group_event' && item.group;

  return (
    <Card data-kind={item.kind} className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        {byGroup && item.group ? (
          <Link to={groupPageHref(item.group.slug)} tabIndex={-1} aria-hidden="true">
            <GroupLogo name={item.group.name} logoUrl={item.group.logoUrl} size="sm" className="border-2" />
          </Link>
        ) : (
          <ActorFaces actors={item.actors} />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <TimelineHeadline item={item} />
          <time dateTime={item.at} className="text-on-surface-variant text-xs">
            {formatRelativeTime(item.at, language)}
          </time>
        </div>
      </div>
      {item.event ? (
        <TimelineEvent
          event={item.event}
          action={<TimelineRsvp event={item.event} status={item.viewerAttendance} viewer={viewer} />}
        />
      ) : item.group ? (
        <Link
          to={groupPageHref(item.group.slug)}
          className="flex min-h-11 items-center gap-3 rounded-xl border border-outline-variant p-3 hover:bg-on-surface/5"
        >
          <GroupLogo name={item.group.name} logoUrl={item.group.logoUrl} size="sm" className="border-2" />
          <bdi className="truncate font-semibold text-on-surface">{item.group.name}</bdi>
        </Link>
      ) : null}
    </Card>
  );
}
