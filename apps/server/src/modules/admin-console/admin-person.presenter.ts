import type { AdminPerson, Role } from '@eventos/domain';
import { uploadUrl } from '../groups/groups.presenter.ts';
import type { AdminPersonRow } from './admin-people.sql.ts';

/** A person's name: first and last name, else the username. */
export function displayName(row: Pick<AdminPersonRow, 'first_name' | 'last_name' | 'username'>): string {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return name || row.username || '';
}

export function toAdminPerson(row: AdminPersonRow): AdminPerson {
  return {
    id: row.id,
    username: row.username,
    name: displayName(row),
    email: row.email,
    avatarUrl: uploadUrl(row.avatar_path),
    role: row.role as Role,
    createdAt: row.created_at,
  };
}
