import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long typing must pause before the list follows the text. */
export const FILTER_TEXT_DEBOUNCE_MS = 400;

/**
 * A text box bound to a URL value: typing commits (trimmed) once it pauses, `commitNow` commits at
 * once (Enter), and a change of the URL value from elsewhere (back, clear) replaces the text.
 */
export function useCommittedText(value: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, FILTER_TEXT_DEBOUNCE_MS);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    const next = settled.trim();
    if (next === committed.current) return;
    committed.current = next;
    commit.current(next);
  }, [settled]);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  const commitNow = useCallback(() => {
    const next = text.trim();
    if (next === committed.current) return;
    committed.current = next;
    commit.current(next);
  }, [text]);

  return { text, setText, commitNow };
}
