import { parseUsernames } from '../../event-manage/api/organizer-messages.ts';

export interface Invitees {
  usernames: string[];
  emails: string[];
}

/** Something@somewhere: an address, not a username with its '@' in front. */
const EMAIL_LIKE = /^[^@\s]+@[^@\s]+$/;

/**
 * The people typed in one box, split like the event's invitations (commas, spaces, lines): a word
 * with a domain after its '@' is an e-mail (lower-cased, no repeats), anything else a username
 * ('@' in front dropped).
 */
export function parseInvitees(text: string): Invitees {
  const words = text.split(/[\s,;]+/).filter((word) => word !== '');
  const emails = [
    ...new Set(words.filter((word) => EMAIL_LIKE.test(word)).map((word) => word.toLowerCase())),
  ];
  const usernames = parseUsernames(words.filter((word) => !EMAIL_LIKE.test(word)).join(' '));
  return { usernames, emails };
}
