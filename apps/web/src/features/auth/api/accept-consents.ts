import { type ConsentType, CURRENT_CONSENT_VERSIONS, type MeResponse } from '@eventos/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { consentOrigin } from '../lib/consent-origin.ts';

/** POST /api/v1/me/consents once per document: the current version, from this platform. */
export async function acceptConsents(types: readonly ConsentType[]): Promise<void> {
  const origin = consentOrigin();
  for (const consentType of types) {
    await apiFetch<MeResponse>('/api/v1/me/consents', {
      method: 'POST',
      json: { consentType, version: CURRENT_CONSENT_VERSIONS[consentType], origin },
    });
  }
}

export function useAcceptConsents() {
  return useMutation({ mutationFn: acceptConsents });
}
