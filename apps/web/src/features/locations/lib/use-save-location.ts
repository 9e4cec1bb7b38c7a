import type { Location, LocationInput } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useCreateLocation } from '../api/create-location.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { LOCATION_FIELDS, type LocationField } from './location-form-values.ts';

interface SaveCallbacks {
  onSaved: () => void;
  /** The API refused some fields (400): their codes, to show beside them. */
  onFieldErrors: (errors: FieldErrors<LocationField>) => void;
}

/**
 * Creates (POST) or replaces (PATCH) a venue, with the toasts of spec §8: created or updated on
 * success; 'Erro ao salvar o local…' with the first field problem on failure; the session message
 * when the server no longer knows the user.
 */
export function useSaveLocation(location: Location | null, { onSaved, onFieldErrors }: SaveCallbacks) {
  const { t } = useTranslation(['locations', 'fields']);
  const create = useCreateLocation();
  const update = useUpdateLocation();

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      toast({ variant: 'destructive', title: t('location.unauthenticated', { ns: 'fields' }) });
      return;
    }
    const found = apiFieldErrors<LocationField>(error, LOCATION_FIELDS);
    const firstCode = found ? LOCATION_FIELDS.map((f) => found[f]).find(Boolean) : undefined;
    toast({
      variant: 'destructive',
      title: t('location.save_failed', { ns: 'fields' }),
      description: firstCode ? t(firstCode, { ns: 'fields' }) : describeError(t, error, ['fields']),
    });
    if (found) onFieldErrors(found);
  };

  const save = (input: LocationInput) => {
    const done = {
      onSuccess: () => {
        toast({ title: t(location ? 'toast.updated' : 'toast.created') });
        onSaved();
      },
      onError: fail,
    };
    if (location) update.mutate({ id: location.id, input }, done);
    else create.mutate(input, done);
  };

  return { save, saving: create.isPending || update.isPending };
}
