/** Where an avatar path from the API is served. */
export function avatarUrl(avatarPath: string | null | undefined): string | undefined {
  return avatarPath ? `/uploads/${avatarPath.replace(/^\/+/, '')}` : undefined;
}
