import type { Language, SelectionOptionList, SelectionOptionType } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { listByType, type SelectionOptionRow } from './selection-options.repository.ts';

/** The option's name in `language`; pt-BR (the `name` column) when it has none. */
function nameIn(row: SelectionOptionRow, language: Language): string {
  return language === 'pt-BR' ? row.name : (row.names[language] ?? row.name);
}

/** Options of one type with their names in `language`, ordered by that name as the language sorts. */
export async function listSelectionOptions(
  db: Database,
  type: SelectionOptionType,
  language: Language,
): Promise<SelectionOptionList> {
  const rows = await withUser(db, null, (tx) => listByType(tx, type));
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const items = rows
    .map((row) => ({ id: row.id, key: row.key, name: nameIn(row, language), type, category: row.category }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { items };
}
