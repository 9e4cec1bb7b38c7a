import type { EventDetail } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { removeEventCover } from '../api/event-cover.ts';
import { coverFileError } from './cover-file.ts';

/**
 * The cover of the form: a chosen file waits for the event to be saved (then goes up with PUT);
 * removing a stored cover asks the API at once (DELETE). A file the API would refuse is named
 * before anything is sent.
 */
export function useEventCover(event: EventDetail | null) {
  const { t } = useTranslation(['step2', 'fields']);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [currentPath, setCurrentPath] = useState<string | null>(event?.imagePath ?? null);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: removeEventCover,
    onSuccess: (saved) => {
      setCurrentPath(saved.imagePath);
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t('toast.coverRemoveFailed'),
        description: describeError(t, failure, ['fields']),
      }),
  });

  return {
    file,
    currentPath,
    /** The `fields` code of the cover's problem, or null. */
    error,
    removing: remove.isPending,
    choose(chosen: File) {
      const code = coverFileError(chosen);
      setError(code);
      if (!code) setFile(chosen);
    },
    remove() {
      setError(null);
      if (file) setFile(null);
      else if (event && currentPath) remove.mutate(event.id);
    },
    /** The upload failed after the event was saved: say why beside the cover. */
    failed(failure: unknown) {
      setError(failure instanceof ApiError && failure.code.startsWith('validation.') ? failure.code : null);
    },
    /** The chosen file is now the stored cover. */
    uploaded(path: string | null) {
      setFile(null);
      setCurrentPath(path);
    },
  };
}
