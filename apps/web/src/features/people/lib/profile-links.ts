/** The public profile of a person, by username. */
export function profileHref(username: string): string {
  return `/user/${encodeURIComponent(username)}`;
}

/** The friends list of a person's profile. */
export function profileFriendsHref(username: string): string {
  return `${profileHref(username)}/friends`;
}
