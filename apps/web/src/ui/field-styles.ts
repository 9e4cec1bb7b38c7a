/** Shared look of text inputs (the border turns red with an error). */
export function controlClasses(hasError: boolean): string {
  return (
    'w-full min-h-11 rounded-xl border bg-surface px-4 py-3 text-start text-on-surface ' +
    'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-1 ' +
    (hasError ? 'border-error' : 'border-outline')
  );
}
