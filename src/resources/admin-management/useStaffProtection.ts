import { useGetIdentity, useGetList } from 'react-admin';

interface StaffLike {
  id: number | string;
  userType?: string;
  status?: string;
}

/**
 * What the UI must not offer for this admin account (the server refuses it too): changing one's own
 * type, role or status or deleting oneself, and demoting, disabling or deleting the last active superAdmin.
 */
export function useStaffProtection(record: StaffLike | undefined) {
  const { identity } = useGetIdentity();
  const isActiveSuperAdmin = record?.userType === 'superAdmin' && record?.status === 'active';
  const { total, isPending } = useGetList(
    'admin-management',
    { filter: { userType: 'superAdmin', status: 'active' }, pagination: { page: 1, perPage: 1 } },
    { enabled: isActiveSuperAdmin },
  );
  const isSelf = record != null && identity != null && String(identity.id) === String(record.id);
  const isLastSuperAdmin = isActiveSuperAdmin && !isPending && (total ?? 0) <= 1;
  return { isSelf, isLastSuperAdmin, isLocked: isSelf || isLastSuperAdmin || (isActiveSuperAdmin && isPending) };
}
