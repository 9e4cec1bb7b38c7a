import { type EventDetail, normalizeTicketCode, TICKET_CODE_PATTERN } from '@eventos/domain';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { doorListCounts } from '../../../lib/offline/door-list.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { isUnreachable } from '../../events/api/use-event-detail.ts';
import { useCheckIn } from '../api/attendee-actions.ts';
import { useAttendanceStream } from '../api/use-attendance-stream.ts';
import { useDoorList } from '../api/use-door-list.ts';
import { useEventCounts, useRecentCheckIns } from '../api/use-door-state.ts';
import { CheckInAnswer } from '../components/check-in-answer.tsx';
import { CheckInCodeForm } from '../components/check-in-code-form.tsx';
import { DoorListStatus } from '../components/door-list-status.tsx';
import { LiveCounts } from '../components/live-counts.tsx';
import { OrganizerEventGate } from '../components/organizer-event-gate.tsx';
import { QrCamera } from '../components/qr-camera.tsx';
import { RecentCheckIns } from '../components/recent-check-ins.tsx';
import { CHECK_IN_FEEDBACK_MS, CHECK_IN_LOOK, vibrate } from '../lib/check-in-feedback.ts';
import type { DoorAnswer } from '../lib/door-answer.ts';

/** The door cannot check a code: no connection and no door list on this device. */
function unreachable(): ApiError {
  return new ApiError({
    status: 0,
    code: 'network.unreachable',
    detail: 'Não foi possível conectar ao servidor.',
  });
}

/** The camera keeps seeing a ticket held up: the same code is not sent again within this time. */
const SAME_CODE_PAUSE_MS = 5_000;

function DoorScreen({ event }: { event: EventDetail }) {
  const { t } = useTranslation('manage');
  const counts = useEventCounts(event.id);
  const recent = useRecentCheckIns(event.id);
  useAttendanceStream(event.id);
  const checkIn = useCheckIn(event.id);
  const door = useDoorList(event.id);
  const online = useOnline();
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  // Without a connection the door answers from the list on this device (and counts from it).
  const [offline, setOffline] = useState<{ checking: boolean; error: unknown } | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const fromList =
    door.doorList !== null &&
    (!online || offline !== null || (counts.isError && isUnreachable(counts.error)));

  // Back online: the server's counts and latest check-ins again (the counts never go stale alone).
  const { refetch: refetchCounts } = counts;
  const { refetch: refetchRecent } = recent;
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (!cameBack) return;
    setOffline(null);
    void refetchCounts();
    void refetchRecent();
  }, [online, refetchCounts, refetchRecent]);

  useEffect(() => {
    if (!answer) return;
    const timer = setTimeout(() => setAnswer(null), CHECK_IN_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  const { doorList, setDoorList, userId } = door;
  const checkFromList = useCallback(
    (code: string) => {
      if (!userId || !doorList) {
        setOffline({ checking: false, error: unreachable() });
        return;
      }
      setOffline({ checking: true, error: null });
      import('../lib/offline-check-in.ts')
        .then(({ checkInFromDoorList }) =>
          checkInFromDoorList({ eventId: event.id, eventName: event.name, userId, code }),
        )
        .then((outcome) => {
          setOffline({ checking: false, error: outcome ? null : unreachable() });
          if (!outcome) return;
          setDoorList(outcome.doorList);
          vibrate(CHECK_IN_LOOK[outcome.answer.result].vibration);
          setAnswer(outcome.answer);
        })
        .catch((error: unknown) => setOffline({ checking: false, error }));
    },
    [doorList, setDoorList, userId, event.id, event.name],
  );

  const busy = answer !== null || checkIn.isPending || offline?.checking === true;
  const send = useCallback(
    (raw: string, fromCamera: boolean) => {
      const code = normalizeTicketCode(raw);
      const now = Date.now();
      if (fromCamera) {
        if (busy || !TICKET_CODE_PATTERN.test(code)) return;
        if (last.current && last.current.code === code && now - last.current.at < SAME_CODE_PAUSE_MS) return;
      }
      last.current = { code, at: now };
      if (!online) {
        checkFromList(code);
        return;
      }
      checkIn.mutate(code, {
        onSuccess: (result) => {
          setOffline(null);
          vibrate(CHECK_IN_LOOK[result.result].vibration);
          setAnswer(result);
        },
        onError: (error) => {
          if (isUnreachable(error)) checkFromList(code);
        },
      });
    },
    [busy, checkIn, online, checkFromList],
  );

  // The server's error, unless the door list answered instead; the list's own failure otherwise.
  const unanswered = offline ? offline.error : checkIn.error;

  return (
    <div className="flex min-h-dvh flex-col gap-5 bg-background p-4 text-on-background tablet:p-8">
      <header className="flex items-center gap-3">
        <Link
          to={`/events/${encodeURIComponent(event.id)}/manage`}
          aria-label={t('live.back')}
          className={buttonClasses('ghost', 'icon')}
        >
          <ArrowLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
        </Link>
        <div className="flex min-w-0 flex-col">
          <p className="font-medium text-primary text-sm">{t('live.kicker')}</p>
          <h1 dir="auto" className="truncate font-bold text-2xl tablet:text-3xl">
            {event.name}
          </h1>
        </div>
      </header>
      <DoorListStatus doorList={doorList} offline={fromList} />
      <LiveCounts
        counts={fromList && doorList ? doorListCounts(doorList, event.capacity, counts.data) : counts.data}
      />
      <div className="grid flex-1 gap-6 wide:grid-cols-2">
        <div className="flex flex-col gap-5">
          <QrCamera paused={busy} onCode={(text) => send(text, true)} />
          <CheckInCodeForm
            size="large"
            label={t('live.typeCode')}
            pending={checkIn.isPending || offline?.checking === true}
            onSubmit={(code) => send(code, false)}
          />
          {unanswered && !offline?.checking ? (
            <p role="alert" className="text-error text-lg">
              {describeError(t, unanswered, ['fields'])}
            </p>
          ) : null}
        </div>
        <RecentCheckIns items={recent.data} />
      </div>
      {answer ? <CheckInAnswer answer={answer} variant="screen" onDismiss={() => setAnswer(null)} /> : null}
    </div>
  );
}

/** /events/{id}/live — the door screen: no bars, large type, camera or typed codes, live counts. */
export function LiveCheckInPage() {
  const { t } = useTranslation('manage');
  const { id = '' } = useParams();
  usePageMeta(t('live.documentTitle'), t('live.lead'));
  return (
    <OrganizerEventGate eventId={id} className="min-h-dvh justify-center">
      {(event) => <DoorScreen event={event} />}
    </OrganizerEventGate>
  );
}
