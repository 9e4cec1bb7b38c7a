import { isDeepStrictEqual } from 'node:util';
import type { ActiveTheme, Theme, ThemeValues } from '@eventos/domain';
import { type Database, type Tx, withUser } from '../../db/client.ts';
import { HttpProblem } from '../../http/problem.ts';
import { recordAdminAction } from '../admin-audit/record-admin-action.ts';
import { auditSnapshot, toActiveTheme, toTheme } from './themes.presenter.ts';
import {
  deleteTheme,
  findAppliedTheme,
  findTheme,
  insertTheme,
  listThemes,
  selectTheme,
  setThemeActive,
  type ThemeRow,
  updateTheme,
} from './themes.repository.ts';
import { themesToday } from './themes-today.ts';

const notFound = () => new HttpProblem(404, 'theme.not_found');

function found(row: ThemeRow | undefined): ThemeRow {
  if (!row) throw notFound();
  return row;
}

/** The modes whose palette an edit changed (the log keeps this instead of ~100 colours). */
function changedModes(before: ThemeRow, after: ThemeRow): ('light' | 'dark')[] {
  return (['light', 'dark'] as const).filter(
    (mode) => !isDeepStrictEqual(before.colors[mode], after.colors[mode]),
  );
}

const audit = (
  tx: Tx,
  adminId: string,
  action: Parameters<typeof recordAdminAction>[2]['action'],
  row: ThemeRow,
  before: unknown,
  after: unknown,
) =>
  recordAdminAction(tx, adminId, {
    action,
    targetType: 'theme',
    targetId: row.id,
    targetLabel: row.name,
    before,
    after,
  });

/** GET /themes/active: what the app applies today, for visitors and signed-in people alike. */
export async function activeTheme(db: Database, userId: string | null): Promise<ActiveTheme> {
  return toActiveTheme(await findAppliedTheme(db, userId, themesToday()));
}

/** GET /admin/themes: every theme, or only the visible ones today (spec §7 "active only"). */
export async function listAdminThemes(
  db: Database,
  adminId: string,
  onlyVisible: boolean,
): Promise<{ items: Theme[] }> {
  const rows = await withUser(db, adminId, (tx) => listThemes(tx, onlyVisible ? themesToday() : null));
  return { items: rows.map(toTheme) };
}

export function createTheme(db: Database, adminId: string, values: ThemeValues): Promise<Theme> {
  return withUser(db, adminId, async (tx) => {
    const row = await insertTheme(tx, values);
    await audit(tx, adminId, 'theme.create', row, null, auditSnapshot(row));
    return toTheme(row);
  });
}

export function editTheme(db: Database, adminId: string, id: string, values: ThemeValues): Promise<Theme> {
  return withUser(db, adminId, async (tx) => {
    const before = found(await findTheme(tx, id, true));
    const row = found(await updateTheme(tx, id, values));
    await audit(tx, adminId, 'theme.update', row, auditSnapshot(before), {
      ...auditSnapshot(row),
      colorsChanged: changedModes(before, row),
    });
    return toTheme(row);
  });
}

export function removeTheme(db: Database, adminId: string, id: string): Promise<void> {
  return withUser(db, adminId, async (tx) => {
    const row = found(await deleteTheme(tx, id));
    await audit(tx, adminId, 'theme.delete', row, auditSnapshot(row), null);
  });
}

export function switchThemeActive(
  db: Database,
  adminId: string,
  id: string,
  isActive: boolean,
): Promise<Theme> {
  return withUser(db, adminId, async (tx) => {
    const before = found(await findTheme(tx, id, true));
    const row = found(await setThemeActive(tx, id, isActive));
    await audit(
      tx,
      adminId,
      isActive ? 'theme.activate' : 'theme.deactivate',
      row,
      auditSnapshot(before),
      auditSnapshot(row),
    );
    return toTheme(row);
  });
}

/**
 * Pins a theme (selected: true) or lifts the pin of this theme (false), so the seasonal choice by
 * priority applies again. Selecting clears every other selection in the same transaction.
 */
export function pinTheme(db: Database, adminId: string, id: string, selected: boolean): Promise<Theme> {
  return withUser(db, adminId, async (tx) => {
    const before = found(await findTheme(tx, id));
    if (selected) await selectTheme(tx, id);
    else if (before.isSelected) await selectTheme(tx, null);
    const row = found(await findTheme(tx, id));
    await audit(tx, adminId, 'theme.select', row, auditSnapshot(before), auditSnapshot(row));
    return toTheme(row);
  });
}
