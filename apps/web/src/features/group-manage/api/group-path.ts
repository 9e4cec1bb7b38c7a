/** /api/v1/groups/{id}, with the rest of the path after it. */
export function groupApiPath(groupId: string, rest = ''): string {
  return `/api/v1/groups/${encodeURIComponent(groupId)}${rest}`;
}

/** The group's own page (by slug, the address people share). */
export function groupPagePath(slug: string): string {
  return `/groups/${encodeURIComponent(slug)}`;
}

/** One of the management pages of a group (by id). */
export function groupManagePath(groupId: string, page: string): string {
  return `/groups/${encodeURIComponent(groupId)}/${page}`;
}
