import type {
  AdminUser,
  AdminUserFirm,
  AdminUserInvite,
  AdminUserListQuery,
  AdminUserPage,
  AdminUserUpdate,
} from '@tahsilat/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'users'] as const };
const path = (id: string) => `/admin/Users/${encodeURIComponent(id)}`;

export function useAdminUsers(query: Partial<AdminUserListQuery>) {
  return useQuery({
    queryKey: [...keys.all, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => required(api.get<AdminUserPage>('/admin/Users', { ...query }, { signal })),
  });
}

export function useUserFirms(search: string) {
  return useQuery({
    queryKey: [...keys.all, 'firms', search],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<AdminUserFirm[]>('/admin/Users/Firms', search ? { search } : {}, { signal })),
  });
}

/** Every change answers the person as stored; the lists are read again. */
function useUserMutation<T>(call: (variables: T) => ReturnType<typeof api.post<AdminUser>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useInviteUser() {
  return useUserMutation((body: AdminUserInvite) =>
    api.post<AdminUser>('/admin/Users', { ...body }, { notify: true }),
  );
}

export function useUpdateUser() {
  return useUserMutation(({ id, body }: { id: string; body: AdminUserUpdate }) =>
    api.put<AdminUser>(path(id), { ...body }, { notify: true }),
  );
}

export function useUserStatus() {
  return useUserMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post<AdminUser>(`${path(id)}/status`, { active }, { notify: true }),
  );
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`${path(id)}/password-reset`, {}, { notify: true }),
  });
}
