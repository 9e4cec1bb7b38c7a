import * as Ariakit from '@ariakit/react';
import type { SocialPerson } from '@eventos/domain';
import { type ChangeEvent, type KeyboardEvent, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { PersonAvatar } from '../../group-manage/components/person-avatar.tsx';
import { useMentionSuggestions } from '../api/use-mention-suggestions.ts';
import { insertMention, type MentionTrigger, mentionAt } from '../lib/mention-trigger.ts';

/** How long typing pauses before the people for "@ana" are asked for. */
const SUGGEST_DELAY_MS = 200;

interface MentionTextareaProps {
  id: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  eventId: string;
  /** The signed-in reader's id (suggestions are only for signed-in people). */
  viewer: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * A comment's text box that offers people as "@" and letters are typed (an ARIA combobox whose
 * listbox opens below it): arrows move, Enter or Tab chooses, Escape closes; choosing writes
 * "@username ". Ctrl+Enter sends the form it is in.
 */
export function MentionTextarea({
  id,
  name,
  value,
  onValueChange,
  eventId,
  viewer,
  placeholder,
  invalid,
  describedBy,
  disabled,
  rows = 3,
  textareaRef,
  className,
}: MentionTextareaProps) {
  const { t } = useTranslation('eventDiscussion');
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [trigger, setTrigger] = useState<MentionTrigger | null>(null);
  // Escape, a click or a caret moved away closes the list until the next letter typed.
  const [dismissed, setDismissed] = useState(false);
  const [caret, setCaret] = useState<number | null>(null);
  const typed = trigger && trigger.query.length > 0 ? trigger.query.toLowerCase() : null;
  const query = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const suggestions = useMentionSuggestions(eventId, typed === null ? null : query, viewer);
  const people = typed === null ? [] : (suggestions.data?.items ?? []).filter(hasUsername);
  // Open only with people to offer: otherwise the arrows and Enter stay the text's.
  const open = people.length > 0 && !dismissed;
  const combobox = Ariakit.useComboboxStore({
    open,
    setOpen: (next) => {
      if (!next) setDismissed(true);
    },
  });

  useLayoutEffect(() => {
    if (caret === null) return;
    own.current?.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const setRefs = (node: HTMLTextAreaElement | null) => {
    own.current = node;
    if (typeof textareaRef === 'function') textareaRef(node);
    else if (textareaRef) textareaRef.current = node;
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = mentionAt(event.target.value, event.target.selectionStart ?? event.target.value.length);
    setTrigger(next);
    setDismissed(false);
    onValueChange(event.target.value);
  };

  const choose = (username: string) => {
    if (!trigger) return;
    const result = insertMention(value, trigger, username);
    setTrigger(null);
    onValueChange(result.text);
    setCaret(result.caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const state = combobox.getState();
    // Ctrl+Enter (⌘+Enter) sends, as in most places people write.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !open) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
      return;
    }
    if (event.key === 'Tab' && open) {
      const active = state.items.find((item) => item.id === state.activeId)?.value ?? people[0]?.username;
      if (active) {
        event.preventDefault();
        choose(active);
      }
      return;
    }
    if (
      event.key === 'ArrowLeft' ||
      event.key === 'ArrowRight' ||
      event.key === 'Home' ||
      event.key === 'End'
    )
      setDismissed(true);
  };

  return (
    <>
      <Ariakit.Combobox
        store={combobox}
        autoSelect
        value={value}
        showOnClick={false}
        showOnChange={false}
        showOnKeyDown={false}
        showOnKeyPress={false}
        setValueOnChange={false}
        render={
          <textarea
            ref={setRefs}
            id={id}
            name={name}
            rows={rows}
            dir="auto"
            placeholder={placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onPointerDown={() => setDismissed(true)}
            className={cn(
              'block min-h-24 w-full resize-y rounded-xl border bg-surface px-4 py-3 text-start text-on-surface',
              'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-1',
              invalid ? 'border-error' : 'border-outline',
              className,
            )}
          />
        }
      />
      <Ariakit.ComboboxPopover
        store={combobox}
        unmountOnHide
        fitViewport
        gutter={4}
        aria-label={t('mentions.label')}
        className="z-50 flex max-h-72 min-w-64 flex-col overflow-y-auto rounded-xl border border-outline-variant bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {people.map((person) => (
          <Ariakit.ComboboxItem
            key={person.id}
            value={person.username}
            focusOnHover
            setValueOnClick={false}
            onClick={() => choose(person.username)}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-start text-sm outline-none data-[active-item]:bg-on-surface/8"
          >
            <PersonAvatar person={person} />
            <span className="flex min-w-0 flex-col">
              <span dir="auto" className="truncate font-medium">
                {person.name}
              </span>
              <span className="truncate text-on-surface-variant text-xs">@{person.username}</span>
            </span>
          </Ariakit.ComboboxItem>
        ))}
      </Ariakit.ComboboxPopover>
    </>
  );
}

function hasUsername(person: SocialPerson): person is SocialPerson & { username: string } {
  return Boolean(person.username);
}
