/** A path inside the app ('/events/x#comment-1'), not an address elsewhere or a script. */
export function isInternalPath(path: string | null): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}
