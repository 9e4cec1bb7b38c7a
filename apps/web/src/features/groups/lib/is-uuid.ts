const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /groups/{x}: x is an id (replaced by the slug URL once the group is known) or a slug. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
