import { uploadUrl } from '../../../lib/upload-url.ts';

/** Where an avatar path from the API is served. */
export function avatarUrl(avatarPath: string | null | undefined): string | undefined {
  return avatarPath ? uploadUrl(avatarPath) : undefined;
}
