import type { EventDetail, EventInput } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { uploadEventCover } from '../api/event-cover.ts';
import { createEvent, updateEvent } from '../api/save-event.ts';
import { EVENT_FIELDS, type EventFieldErrors, serverFieldErrors } from './event-form-fields.ts';
import { fieldMessage } from './field-message.ts';

interface SaveCallbacks {
  /** The API refused some fields (400): their codes, to show beside them. */
  onFieldErrors: (errors: EventFieldErrors) => void;
  /** The event was saved but its cover did not go up. */
  onCoverFailed: (error: unknown) => void;
  /** The cover went up (its stored path). */
  onCoverUploaded: (path: string | null) => void;
}

interface SaveRequest {
  input: EventInput;
  cover: File | null;
}

/** The event first (POST or PATCH), then the chosen cover (PUT): the cover needs the event's id. */
async function saveWithCover(event: EventDetail | null, { input, cover }: SaveRequest) {
  const saved = event ? await updateEvent(event.id, input) : await createEvent(input);
  if (!cover) return { saved, coverError: null as unknown };
  try {
    return { saved: await uploadEventCover(saved.id, cover), coverError: null as unknown };
  } catch (coverError) {
    return { saved, coverError };
  }
}

function isPublished(event: EventDetail | null): boolean {
  return event !== null && event.publishedAt !== null && event.status !== 'draft';
}

/**
 * Saves the form. Success: a toast and the event's page. Refused fields: their codes beside them
 * (the form switches to the step that holds the first) and 'Erro ao salvar o evento…'. A cover
 * that failed after the event was saved: the event stays saved and the form says so (a new event
 * continues on its edit page, where the cover can be sent again).
 */
export function useSaveEvent(event: EventDetail | null, callbacks: SaveCallbacks) {
  const { t } = useTranslation(['step2', 'fields']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: (request: SaveRequest) => saveWithCover(event, request) });

  const succeeded = (saved: EventDetail, coverError: unknown, publish: boolean) => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    if (coverError) {
      toast({
        variant: 'destructive',
        title: t('toast.coverFailed'),
        description: describeError(t, coverError, ['fields']),
      });
      callbacks.onCoverFailed(coverError);
      if (!event) navigate(`/events/${saved.id}/edit`, { replace: true });
      return;
    }
    callbacks.onCoverUploaded(saved.imagePath);
    const title = !publish ? 'toast.draftSaved' : isPublished(event) ? 'toast.updated' : 'toast.published';
    toast({ title: t(title) });
    navigate(`/events/${encodeURIComponent(saved.slug)}`);
  };

  const failed = (error: unknown) => {
    const found = serverFieldErrors(error);
    const firstCode = found ? EVENT_FIELDS.map((field) => found[field]).find(Boolean) : undefined;
    toast({
      variant: 'destructive',
      title: t('event.save_failed', { ns: 'fields' }),
      description: firstCode ? fieldMessage(t, firstCode) : describeError(t, error, ['fields']),
    });
    if (found) callbacks.onFieldErrors(found);
  };

  const save = (input: EventInput, cover: File | null) =>
    mutation.mutate(
      { input, cover },
      {
        onSuccess: ({ saved, coverError }) => succeeded(saved, coverError, input.publish),
        onError: failed,
      },
    );

  return { save, saving: mutation.isPending, isPublished: isPublished(event) };
}
