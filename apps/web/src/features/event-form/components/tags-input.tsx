import { EVENT_LIMITS } from '@eventos/domain';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { addTags } from '../lib/tags.ts';

interface TagsInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Translated error of the field (from validation or the server). */
  error?: string | undefined;
}

/**
 * Tags as chips: Enter or a comma adds what was typed, Backspace in an empty box removes the last
 * one, each chip has its remove button. At most 10.
 */
export function TagsInput({ value, onChange, error }: TagsInputProps) {
  const { t } = useTranslation(['step2', 'fields']);
  const id = useId();
  const [text, setText] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const full = value.length >= EVENT_LIMITS.tags.max;
  const shownError = typedError ? t(typedError, { ns: 'fields' }) : error;
  const hint = t('fields.tagsHint', { used: value.length, max: EVENT_LIMITS.tags.max });

  const add = () => {
    if (!text.trim()) return;
    const result = addTags(value, text);
    if ('error' in result) {
      setTypedError(result.error);
      return;
    }
    setTypedError(null);
    setText('');
    onChange(result.tags);
  };

  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {t('fields.tags')}
      </label>
      {value.length > 0 ? (
        <ul aria-label={t('fields.tagsChosen')} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-secondary-container ps-3 text-on-secondary-container text-sm"
            >
              <span dir="auto">#{tag}</span>
              <button
                type="button"
                aria-label={t('fields.removeTag', { tag })}
                onClick={() => onChange(value.filter((item) => item !== tag))}
                className="grid size-11 cursor-pointer place-items-center rounded-full hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        name="tags"
        value={text}
        disabled={full}
        placeholder={full ? t('fields.tagsFull') : t('fields.tagsPlaceholder')}
        maxLength={EVENT_LIMITS.tag.max * 3}
        autoComplete="off"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={fieldDescribedBy(id, shownError, hint)}
        onChange={(event) => {
          setText(event.target.value);
          setTypedError(null);
        }}
        onKeyDown={key}
        onBlur={add}
        className={controlClasses(Boolean(shownError))}
        dir="auto"
      />
      <FieldMessages id={id} error={shownError} hint={hint} />
    </div>
  );
}
