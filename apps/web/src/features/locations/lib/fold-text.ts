/** Text for comparing: without accents, lower case ('Rampa de Acesso' and 'rampa de acésso' match). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/** True when `label` contains `filter`, ignoring case and accents; an empty filter keeps everything. */
export function matchesFilter(label: string, filter: string): boolean {
  const wanted = foldText(filter);
  return wanted === '' || foldText(label).includes(wanted);
}
