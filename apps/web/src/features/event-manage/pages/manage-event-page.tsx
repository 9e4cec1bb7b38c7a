import type { EventDetail } from '@eventos/domain';
import { Download, Eye, Pencil, ScanLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { EventNumbers } from '../../organizer-stats/components/event-numbers.tsx';
import { LazySponsorshipSection } from '../../sponsorship-manage/components/sponsorship-section-lazy.tsx';
import { useAttendanceStream } from '../api/use-attendance-stream.ts';
import { useEventCounts } from '../api/use-door-state.ts';
import { AnnouncementForm } from '../components/announcement-form.tsx';
import { AttendeeList } from '../components/attendee-list.tsx';
import { InvitePeople } from '../components/invite-people.tsx';
import { InvitedPeople } from '../components/invited-people.tsx';
import { ManageCheckIn } from '../components/manage-check-in.tsx';
import { ManageCounts } from '../components/manage-counts.tsx';
import { OrganizerEventGate } from '../components/organizer-event-gate.tsx';

function ManageEvent({ event }: { event: EventDetail }) {
  const { t } = useTranslation('manage');
  const counts = useEventCounts(event.id);
  useAttendanceStream(event.id);
  const csv = `/api/v1/events/${encodeURIComponent(event.id)}/attendees.csv`;

  return (
    <section aria-labelledby="manage-title" className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="font-medium text-primary text-sm">{t('manage.kicker')}</p>
          <h1 id="manage-title" dir="auto" className="font-bold text-3xl text-on-background tracking-tight">
            {event.name}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/events/${encodeURIComponent(event.id)}/live`} className={buttonClasses('primary')}>
            <ScanLine aria-hidden="true" className="size-4" />
            {t('manage.openLive')}
          </Link>
          <a href={csv} download className={buttonClasses('outline')}>
            <Download aria-hidden="true" className="size-4" />
            {t('manage.exportCsv')}
          </a>
          <Link to={`/events/${encodeURIComponent(event.slug)}`} className={buttonClasses('ghost')}>
            <Eye aria-hidden="true" className="size-4" />
            {t('manage.viewEvent')}
          </Link>
          <Link to={`/events/${encodeURIComponent(event.id)}/edit`} className={buttonClasses('ghost')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('manage.editEvent')}
          </Link>
        </div>
      </header>
      <ManageCounts counts={counts.data} />
      <EventNumbers eventId={event.id} />
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ManageCheckIn eventId={event.id} />
          <AttendeeList eventId={event.id} />
        </div>
        <aside className="flex flex-col gap-6">
          <div className="rounded-2xl border border-outline-variant bg-surface p-4">
            <InvitePeople eventId={event.id} />
            <InvitedPeople eventId={event.id} />
          </div>
          <div className="rounded-2xl border border-outline-variant bg-surface p-4">
            <AnnouncementForm eventId={event.id} />
          </div>
        </aside>
      </div>
      <LazySponsorshipSection eventId={event.id} />
    </section>
  );
}

/** /events/{id}/manage — the organiser's attendees, waitlist, check-in, invitations and messages. */
export function ManageEventPage() {
  const { t } = useTranslation('manage');
  const { id = '' } = useParams();
  usePageMeta(t('manage.documentTitle'), t('manage.lead'));
  return <OrganizerEventGate eventId={id}>{(event) => <ManageEvent event={event} />}</OrganizerEventGate>;
}
