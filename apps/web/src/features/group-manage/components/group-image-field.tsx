import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { COVER_TYPES } from '../../event-form/lib/cover-file.ts';
import { AVATAR_TYPES } from '../../profile/lib/avatar-file.ts';
import type { GroupImageState } from '../lib/use-group-image.ts';

/** A local preview of a chosen file (none where the browser cannot make one). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

interface GroupImageFieldProps {
  image: GroupImageState;
  /** Translated error text, shown under the field. */
  error?: string | undefined;
}

/** The group's logo (square) or cover (16:9): choose a file, see it, change or remove it. */
export function GroupImageField({ image, error }: GroupImageFieldProps) {
  const { t } = useTranslation('groupManage');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(image.file);
  const shown = preview ?? (image.file ? null : image.currentUrl);
  const has = Boolean(image.file || image.currentUrl);
  const key = `form.${image.kind}`;
  const hint = t(`${key}.hint`);
  const logo = image.kind === 'logo';

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-medium text-on-surface text-sm">
        {t(`${key}.label`)}
      </span>
      <div
        className={cn(
          'relative grid place-items-center overflow-hidden border border-outline border-dashed bg-surface-variant',
          logo ? 'size-32 rounded-2xl' : 'aspect-video w-full max-w-xl rounded-xl',
        )}
      >
        {shown ? (
          <img src={shown} alt={t(`${key}.preview`)} className="size-full object-cover" />
        ) : image.file ? (
          <p className="px-2 text-center text-on-surface-variant text-xs" dir="auto">
            {image.file.name}
          </p>
        ) : (
          <ImagePlus aria-hidden="true" className="size-10 text-on-surface-variant" />
        )}
      </div>
      <input
        ref={input}
        id={id}
        name={image.kind}
        type="file"
        accept={(logo ? AVATAR_TYPES : COVER_TYPES).join(',')}
        aria-labelledby={`${id}-label`}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        aria-invalid={error ? true : undefined}
        className="sr-only"
        // The visible button opens it: one tab stop, not two.
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) image.choose(chosen);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="compact" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-5" />
          {t(has ? `${key}.change` : `${key}.choose`)}
        </Button>
        {has ? (
          <Button variant="ghost" size="compact" onClick={image.remove} disabled={image.removing}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t(image.removing ? 'form.removingImage' : `${key}.remove`)}
          </Button>
        ) : null}
      </div>
      <FieldMessages id={id} error={error} hint={hint} alert />
    </div>
  );
}
