import { describe, expect, it } from 'vitest';
import { makeMember, makeViewer } from '../testing/group-fixtures.ts';
import { memberPowers } from './member-powers.ts';

const owner = makeViewer({ role: 'owner', canManage: true, isOwner: true });
const organizer = makeViewer({ role: 'organizer', canManage: true, isOwner: false });

describe('memberPowers', () => {
  it('lets the owner change roles and remove anyone but the owner', () => {
    expect(memberPowers(owner, makeMember({ role: 'member' }), null)).toEqual({
      changeRole: true,
      remove: true,
    });
    expect(memberPowers(owner, makeMember({ role: 'organizer' }), null)).toEqual({
      changeRole: true,
      remove: true,
    });
    expect(memberPowers(owner, makeMember({ role: 'owner' }), null)).toEqual({
      changeRole: false,
      remove: false,
    });
  });

  it('lets organisers remove members only, and nobody act on themselves', () => {
    expect(memberPowers(organizer, makeMember({ role: 'member' }), null)).toEqual({
      changeRole: false,
      remove: true,
    });
    expect(memberPowers(organizer, makeMember({ role: 'organizer' }), null)).toEqual({
      changeRole: false,
      remove: false,
    });
    const me = makeMember({ role: 'member' });
    expect(memberPowers(owner, me, me.id)).toEqual({ changeRole: false, remove: false });
  });
});
