import type { MiddlewareHandler } from 'hono';
import { readAs } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';

const ROLE = { name: 'admin_only_role', text: 'SELECT role FROM profiles WHERE id = $1' };

/**
 * The admin guard of spec §4/§6 on the API: a visitor gets 401; a signed-in user who is not an
 * administrator gets 403 'Você não tem permissão para acessar esta página.' (the web app shows it
 * under 'Acesso Negado'). The database checks again where the rows are protected.
 */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const userId = c.get('userId');
  if (!userId) throw new HttpProblem(401, 'auth.unauthenticated');
  const [row] = await readAs(c.get('database').db, userId, (run) => run<{ role: string }>(ROLE, [userId]));
  if (row?.role !== 'admin') throw new HttpProblem(403, 'auth.forbidden');
  await next();
};
