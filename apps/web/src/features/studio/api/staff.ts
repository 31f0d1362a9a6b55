import { type StaffRoleChange, staffMemberSchema, studioPaths } from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchApi } from '../../../lib/api-client';

const staffQueryKey = ['studio', 'staff'] as const;
const staffListSchema = z.array(staffMemberSchema);

/** The studio's staff and their roles (owners only). */
export function useStaff() {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: () => fetchApi(studioPaths.staff, { schema: staffListSchema }),
  });
}

/**
 * Gives the account with this e-mail a role, or takes it (null). The answer is the staff list as it
 * now is; the activity log has a new entry.
 */
export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffRoleChange) =>
      fetchApi(studioPaths.staff, { method: 'PUT', body: change, schema: staffListSchema }),
    onSuccess: (staff) => {
      queryClient.setQueryData(staffQueryKey, staff);
      void queryClient.invalidateQueries({ queryKey: ['studio', 'audit'] });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'me'] });
    },
  });
}
