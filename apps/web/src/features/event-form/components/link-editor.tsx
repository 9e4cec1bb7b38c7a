import type { Editor } from '@tiptap/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';

const WEB_LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** Adds or changes the link on the selected text (http, https or mailto only). */
export function LinkEditor({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('step2');
  const id = useId();
  const [href, setHref] = useState(
    () => (editor.getAttributes('link').href as string | undefined) ?? 'https://',
  );
  const [invalid, setInvalid] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const link = href.trim();
    if (!WEB_LINK.test(link)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({ type: 'text', text: link, marks: [{ type: 'link', attrs: { href: link } }] })
        .run();
    else chain.setLink({ href: link }).run();
    onDone();
  };

  // A form inside the event form is not allowed: Enter in the box or the button applies the link.
  return (
    <div className="flex flex-col gap-2 p-2 tablet:flex-row tablet:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label id={`${id}-label`} htmlFor={id} className="font-medium text-on-surface text-sm">
          {t('editor.linkAddress')}
        </label>
        <input
          id={id}
          type="url"
          dir="ltr"
          value={href}
          autoComplete="url"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={fieldDescribedBy(id, invalid)}
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          className={controlClasses(invalid)}
        />
        <FieldMessages id={id} error={invalid && t('editor.linkInvalid')} />
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" size="compact" onClick={onDone}>
          {t('editor.linkCancel')}
        </Button>
        <Button size="compact" onClick={apply}>
          {t('editor.linkApply')}
        </Button>
      </div>
    </div>
  );
}
