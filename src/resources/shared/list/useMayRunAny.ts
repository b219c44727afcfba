import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { allowedNow } from '../../../authProvider';

/**
 * Whether the signed-in person may run at least one of `actions` on `resource`: at once when the
 * stored session answers (as ListFrame's other checks), else once the auth provider's canAccess has
 * (react-admin's rule: no canAccess allows everything). The server checks every call either way.
 */
export function useMayRunAny(resource: string, actions: readonly string[]): boolean {
  const [now] = useState(() => actions.some((action) => allowedNow(resource, action)));
  const canAccess = useAuthProvider()?.canAccess;
  const { data } = useQuery({
    queryKey: ['auth', 'canAccessAny', resource, actions],
    queryFn: async () => (await Promise.all(actions.map((action) => canAccess!({ resource, action })))).some(Boolean),
    enabled: !now && canAccess !== undefined,
  });
  return now || canAccess === undefined || data === true;
}
