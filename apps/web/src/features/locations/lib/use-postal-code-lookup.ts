import { type GeocodingResult, shouldLookUpPostalCode } from '@eventos/domain';
import { useRef, useState } from 'react';
import { useLookUpPostalCode } from '../api/look-up-postal-code.ts';

/**
 * Spec §4 Postal code lookup: `onTyped(value)` starts a lookup when the CEP reaches 8 or 9
 * characters and is well formed. Only the answer for the CEP still in the field is used; a failure
 * is kept as `error` (the form shows it beside the field) and changes nothing else.
 */
export function usePostalCodeLookup(onFound: (result: GeocodingResult) => void) {
  const lookup = useLookUpPostalCode();
  const latest = useRef('');
  const [error, setError] = useState<unknown>(null);

  const onTyped = (value: string) => {
    latest.current = value.trim();
    setError(null);
    if (!shouldLookUpPostalCode(value)) return;
    const asked = latest.current;
    lookup.mutate(asked, {
      onSuccess: (result) => {
        if (latest.current === asked) onFound(result);
      },
      onError: (failure) => {
        if (latest.current === asked) setError(failure);
      },
    });
  };

  return { onTyped, pending: lookup.isPending, error };
}
