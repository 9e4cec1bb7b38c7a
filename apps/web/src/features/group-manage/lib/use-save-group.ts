import type { GroupDetail, GroupInput } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { fieldMessage } from '../../event-form/lib/field-message.ts';
import { type GroupImageKind, uploadGroupImage } from '../api/group-images.ts';
import { groupManageKeys } from '../api/group-manage-keys.ts';
import { groupManagePath, groupPagePath } from '../api/group-path.ts';
import { createGroup, updateGroup } from '../api/save-group.ts';
import { GROUP_FIELDS, type GroupFieldErrors } from './group-form-values.ts';

export interface SaveGroupRequest {
  input: GroupInput;
  images: Partial<Record<GroupImageKind, File>>;
}

interface SaveOutcome {
  saved: GroupDetail;
  /** Pictures that did not go up, with why. */
  imageErrors: Partial<Record<GroupImageKind, unknown>>;
}

interface SaveCallbacks {
  /** The API refused some fields (400): their codes, to show beside them. */
  onFieldErrors: (errors: GroupFieldErrors) => void;
  /** After the save, each picture that went up or did not. */
  onImage: (kind: GroupImageKind, saved: GroupDetail, error: unknown) => void;
}

/** The group first (POST or PUT), then each chosen picture (PUT): they need the group's id. */
async function saveWithImages(group: GroupDetail | null, { input, images }: SaveGroupRequest) {
  let saved = group ? await updateGroup(group.id, input) : await createGroup(input);
  const imageErrors: SaveOutcome['imageErrors'] = {};
  for (const kind of ['logo', 'cover'] as const) {
    const file = images[kind];
    if (!file) continue;
    try {
      saved = await uploadGroupImage(saved.id, kind, file);
    } catch (error) {
      imageErrors[kind] = error;
    }
  }
  return { saved, imageErrors };
}

/**
 * Saves the group form. Success: create goes to the new group's page, edit back to the group's
 * page with a toast. Refused fields: their messages beside them, what was typed kept. A picture
 * that failed after the group was saved: the group stays saved, the form says why beside the
 * picture (a new group continues on its edit page, where the picture can be sent again).
 */
export function useSaveGroup(group: GroupDetail | null, callbacks: SaveCallbacks) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: (request: SaveGroupRequest) => saveWithImages(group, request) });

  const succeeded = ({ saved, imageErrors }: SaveOutcome) => {
    void queryClient.invalidateQueries({ queryKey: groupManageKeys.all });
    for (const kind of ['logo', 'cover'] as const) callbacks.onImage(kind, saved, imageErrors[kind] ?? null);
    const failed = Object.values(imageErrors)[0];
    if (failed) {
      toast({
        variant: 'destructive',
        title: t('form.toast.imageFailed'),
        description: describeError(t, failed, ['fields']),
      });
      if (!group) navigate(groupManagePath(saved.id, 'edit'), { replace: true });
      return;
    }
    toast({ title: t(group ? 'form.toast.updated' : 'form.toast.created') });
    navigate(groupPagePath(saved.slug));
  };

  const failed = (error: unknown) => {
    const found = apiFieldErrors<(typeof GROUP_FIELDS)[number]>(error, GROUP_FIELDS);
    const firstCode = found ? GROUP_FIELDS.map((field) => found[field]).find(Boolean) : undefined;
    toast({
      variant: 'destructive',
      title: t('form.toast.saveFailed'),
      description: firstCode ? fieldMessage(t, firstCode) : describeError(t, error, ['fields']),
    });
    if (found) callbacks.onFieldErrors(found);
  };

  const save = (request: SaveGroupRequest) =>
    mutation.mutate(request, { onSuccess: succeeded, onError: failed });
  return { save, saving: mutation.isPending };
}
