/** The address of a stored upload (cover, avatar) from the path the API gives. */
export function uploadUrl(path: string): string {
  return `/uploads/${path.replace(/^\/+/, '')}`;
}
