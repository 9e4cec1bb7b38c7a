import type { Tx } from '../../db/client.ts';
import { HttpProblem } from '../../http/problem.ts';
import { findOwnStatus } from './me.repository.ts';

/**
 * Organising (venues, events) needs a complete profile (spec §4 guards): anyone else gets
 * 403 profile.incomplete, 'Seu perfil está incompleto.'.
 */
export async function assertActiveProfile(tx: Tx, userId: string): Promise<void> {
  if ((await findOwnStatus(tx, userId)) !== 'active') throw new HttpProblem(403, 'profile.incomplete');
}
