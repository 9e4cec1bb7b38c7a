import type { GroupDetail } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { coverFileError } from '../../event-form/lib/cover-file.ts';
import { avatarFileError } from '../../profile/lib/avatar-file.ts';
import { type GroupImageKind, removeGroupImage } from '../api/group-images.ts';
import { groupManageKeys } from '../api/group-manage-keys.ts';

/** The logo takes an avatar's rules (5 MB), the cover an event cover's (8 MB), as the API does. */
const fileError = (kind: GroupImageKind, file: File) =>
  kind === 'logo' ? avatarFileError(file) : coverFileError(file);

const storedUrl = (group: GroupDetail | null, kind: GroupImageKind) =>
  (kind === 'logo' ? group?.logoUrl : group?.coverUrl) ?? null;

/**
 * One picture of the form (logo or cover), like the event's cover: a chosen file waits for the
 * group to be saved and then goes up; removing a stored one asks the API at once. A file the API
 * would refuse is named before anything is sent.
 */
export function useGroupImage(group: GroupDetail | null, kind: GroupImageKind) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [currentUrl, setCurrentUrl] = useState<string | null>(storedUrl(group, kind));
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (groupId: string) => removeGroupImage(groupId, kind),
    onSuccess: (saved) => {
      setCurrentUrl(storedUrl(saved, kind));
      void queryClient.invalidateQueries({ queryKey: groupManageKeys.all });
    },
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t(`form.${kind}.removeFailed`),
        description: describeError(t, failure, ['fields']),
      }),
  });

  return {
    kind,
    file,
    currentUrl,
    /** The `fields` code of the picture's problem, or null. */
    error,
    removing: remove.isPending,
    choose(chosen: File) {
      const code = fileError(kind, chosen);
      setError(code);
      if (!code) setFile(chosen);
    },
    remove() {
      setError(null);
      if (file) setFile(null);
      else if (group && currentUrl) remove.mutate(group.id);
    },
    /** The upload failed after the group was saved: say why beside the picture. */
    failed(failure: unknown) {
      setError(
        failure instanceof ApiError && failure.code.startsWith('validation.') ? failure.code : 'upload',
      );
    },
    /** The chosen file is now the stored picture. */
    uploaded(saved: GroupDetail) {
      setFile(null);
      setCurrentUrl(storedUrl(saved, kind));
    },
  };
}

export type GroupImageState = ReturnType<typeof useGroupImage>;
