import { apiMessage, groupNameConfirmed } from '@eventos/domain';
import { HttpProblem } from '../../http/problem.ts';

/**
 * Transfer and deletion are confirmed by typing the group's name (groupNameConfirmed: case and
 * spaces do not matter, accents do); anything else is a 400 on the confirmName field.
 */
export function assertNameConfirmed(typed: string, name: string): void {
  if (groupNameConfirmed(typed, name)) return;
  const code = 'validation.group.confirm_name.mismatch';
  throw new HttpProblem(400, 'request.invalid', [{ path: 'confirmName', code, message: apiMessage(code) }]);
}
