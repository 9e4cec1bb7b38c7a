import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../../../lib/upload-url.ts';
import { Button } from '../../../ui/button.tsx';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { COVER_TYPES } from '../lib/cover-file.ts';

interface CoverFieldProps {
  /** The stored cover (a path under /uploads), or null. */
  currentPath: string | null;
  /** A chosen image not uploaded yet (it goes up after the event is saved). */
  file: File | null;
  onChoose: (file: File) => void;
  /** Forgets the chosen file, or removes the stored cover. */
  onRemove: () => void;
  removing: boolean;
  error?: string | undefined;
}

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

/** The 16:9 cover: choose a file, see it, change or remove it. */
export function CoverField({ currentPath, file, onChoose, onRemove, removing, error }: CoverFieldProps) {
  const { t } = useTranslation('step2');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const shown = preview ?? (file ? null : currentPath ? uploadUrl(currentPath) : null);
  const has = Boolean(file || currentPath);
  const hint = t('fields.coverHint');

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-medium text-on-surface text-sm">
        {t('fields.cover')}
      </span>
      <div className="relative grid aspect-video w-full max-w-xl place-items-center overflow-hidden rounded-xl border border-outline border-dashed bg-surface-variant">
        {shown ? (
          <img src={shown} alt={t('fields.coverPreview')} className="size-full object-cover" />
        ) : file ? (
          <p className="px-4 text-center text-on-surface-variant text-sm" dir="auto">
            {file.name}
          </p>
        ) : (
          <ImagePlus aria-hidden="true" className="size-10 text-on-surface-variant" />
        )}
      </div>
      <input
        ref={input}
        id={id}
        name="cover"
        type="file"
        accept={COVER_TYPES.join(',')}
        aria-labelledby={`${id}-label`}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        aria-invalid={error ? true : undefined}
        className="sr-only"
        // The visible button opens it: one tab stop, not two.
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="compact" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-5" />
          {t(has ? 'fields.changeCover' : 'fields.chooseCover')}
        </Button>
        {has ? (
          <Button variant="ghost" size="compact" onClick={onRemove} disabled={removing}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t(removing ? 'fields.removingCover' : 'fields.removeCover')}
          </Button>
        ) : null}
      </div>
      <FieldMessages id={id} error={error} hint={hint} alert />
    </div>
  );
}
