/**
 * Transfer and deletion of a group are confirmed by typing its name (issue 17). What counts as the
 * same name: spaces around it and runs of spaces inside do not matter, nor does case ("samba do
 * morro" confirms "Samba do Morro"); accents do ("Sao" does not confirm "São"), because they are
 * part of how the name is written. Both sides are compared in their composed Unicode form, so an
 * accent typed as a separate mark still matches.
 */
export function groupNameConfirmed(typed: string, name: string): boolean {
  const norm = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  const wanted = norm(name);
  return wanted.length > 0 && norm(typed) === wanted;
}
