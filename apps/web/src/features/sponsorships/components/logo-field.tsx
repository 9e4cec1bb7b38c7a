import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { AVATAR_TYPES } from '../../profile/lib/avatar-file.ts';

interface LogoFieldProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
}

/** The sponsor's logo (optional): a square image, previewed before it is sent. */
export function LogoField({ id, file, onChange, error }: LogoFieldProps) {
  const { t } = useTranslation('sponsorships');
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {t('request.logo')}
      </label>
      <div className="flex items-center gap-3">
        {preview ? <img src={preview} alt="" className="size-14 shrink-0 rounded-xl object-cover" /> : null}
        <input
          id={id}
          name="logo"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, true)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className={controlClasses(Boolean(error))}
        />
      </div>
      <FieldMessages id={id} error={error} hint={t('request.logoHint')} />
    </div>
  );
}
