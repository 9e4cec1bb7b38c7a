import type { MyProfile } from '@eventos/domain';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar.ts';
import { AVATAR_TYPES, avatarFileError } from '../lib/avatar-file.ts';
import { fullName } from '../lib/person-name.ts';
import { Avatar } from './avatar.tsx';

/** A local preview URL for a chosen file, revoked when it changes (none where the browser lacks it). */
function usePreviewUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Profile photo: choose an image (type and 5 MB checked here with the API's message codes), see it,
 * then send it (POST /api/v1/me/avatar) or drop it; remove the current one (DELETE).
 */
export function AvatarEditor({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['profile', 'fields']);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(file);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;
  const name = fullName(profile) || t('noName');

  const reset = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const code = avatarFileError(chosen);
    setError(code ? t(code, { ns: 'fields' }) : null);
    if (code) {
      reset();
      return;
    }
    setFile(chosen);
  };

  const failed = (cause: unknown) => setError(describeError(t, cause, ['fields']));

  const send = () => {
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: () => {
        reset();
        toast({ title: t('avatar.uploaded') });
      },
      onError: failed,
    });
  };

  const drop = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('avatar.removed') }),
      onError: failed,
    });
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium text-on-surface text-sm">{t('avatar.label')}</legend>
      <div className="flex flex-col items-center gap-4 tablet:flex-row">
        <Avatar
          person={profile}
          src={preview}
          alt={file ? t('avatar.previewAlt') : t('avatar.alt', { name })}
        />
        <div className="flex flex-wrap justify-center gap-2 tablet:justify-start">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            className="peer sr-only"
            tabIndex={file ? -1 : undefined}
            disabled={busy}
          />
          {file ? (
            <>
              <Button onClick={send} disabled={busy}>
                {upload.isPending ? t('avatar.uploading') : t('avatar.upload')}
              </Button>
              <Button variant="ghost" onClick={reset} disabled={busy}>
                {t('form.cancel')}
              </Button>
            </>
          ) : (
            <>
              <label
                htmlFor={inputId}
                className={buttonClasses(
                  'outline',
                  'md',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-primary peer-focus-visible:outline-offset-2',
                )}
              >
                {t('avatar.choose')}
              </label>
              {profile.avatarPath ? (
                <Button variant="ghost" onClick={drop} disabled={busy}>
                  {remove.isPending ? t('avatar.removing') : t('avatar.remove')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-error text-sm">
          {error}
        </p>
      ) : null}
      <p className="text-on-surface-variant text-sm">{t('avatar.hint')}</p>
    </fieldset>
  );
}
