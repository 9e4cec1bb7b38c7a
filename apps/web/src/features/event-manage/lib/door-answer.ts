import type { CheckInResultKind } from '@eventos/domain';

/**
 * What the door shows after a code: the server's answer, or the door list's without a connection.
 * `queued` when the check-in waits to be sent ("Será sincronizado quando a conexão voltar").
 */
export interface DoorAnswer {
  result: CheckInResultKind;
  attendee: { name: string } | null;
  queued?: boolean;
}
