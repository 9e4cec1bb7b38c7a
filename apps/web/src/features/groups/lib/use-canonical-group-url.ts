import type { GroupDetail } from '@eventos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { groupKeys } from '../api/group-keys.ts';
import { groupPageHref } from './group-links.ts';
import { isUuid } from './is-uuid.ts';

/**
 * /groups/{id} becomes /groups/{slug} once the group is known (replacing the history entry and
 * keeping the query, such as ?invite=). The slug's cache entry is filled first, so the page does
 * not load the group a second time.
 */
export function useCanonicalGroupUrl(param: string, group: GroupDetail | undefined, viewer: string | null) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!group || !viewer || !isUuid(param) || group.slug === param) return;
    queryClient.setQueryData(groupKeys.detail(group.slug, viewer), group);
    const rest = pathname.replace(/^\/groups\/[^/]+/i, '');
    void navigate(`${groupPageHref(group.slug)}${rest}${search}${hash}`, { replace: true });
  }, [group, param, viewer, pathname, search, hash, navigate, queryClient]);
}
