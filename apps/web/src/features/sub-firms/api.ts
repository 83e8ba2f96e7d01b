import type {
  LoginData,
  SubFirmCreate,
  SubFirmDetail,
  SubFirmListFilter,
  SubFirmListQuery,
  SubFirmPage,
  SubFirmUpdate,
  SubFirmUser,
  SubFirmUserInvite,
  SubFirmUserUpdate,
} from '@tahsilat/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import type { ApiResult } from '../../lib/api-client.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

export const subFirmKeys = {
  all: ['subFirms'] as const,
  lists: () => [...subFirmKeys.all, 'list'] as const,
  list: (query: Partial<SubFirmListQuery>) => [...subFirmKeys.lists(), query] as const,
  detail: (id: string) => [...subFirmKeys.all, 'detail', id] as const,
  users: (id: string) => [...subFirmKeys.all, 'users', id] as const,
};

const path = (id: string) => `/SubFirm/${encodeURIComponent(id)}`;

/** One page of sub-firms; the previous page stays on screen while the next one loads. */
export function useSubFirms(query: Partial<SubFirmListQuery>) {
  return useQuery({
    queryKey: subFirmKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => required(api.get<SubFirmPage>('/SubFirm/List', { ...query }, { signal })),
  });
}

export function useSubFirm(id: string | null) {
  return useQuery({
    queryKey: subFirmKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => required(api.get<SubFirmDetail>(path(id ?? ''), undefined, { signal })),
  });
}

export function useSubFirmUsers(id: string) {
  return useQuery({
    queryKey: subFirmKeys.users(id),
    queryFn: ({ signal }) => required(api.get<SubFirmUser[]>(`${path(id)}/Users`, undefined, { signal })),
  });
}

/** A change to a firm refreshes the lists (status, name, counts) and that firm's detail. */
function useFirmMutation<TVariables>(call: (variables: TVariables) => Promise<ApiResult<SubFirmDetail>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (result.success && result.data) {
        queryClient.setQueryData(subFirmKeys.detail(result.data.id), result.data);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subFirmKeys.lists() }),
  });
}

export const useCreateSubFirm = () =>
  useFirmMutation((body: SubFirmCreate) =>
    api.post<SubFirmDetail>('/SubFirm', { ...body }, { notify: true }),
  );

export const useUpdateSubFirm = () =>
  useFirmMutation(({ id, body }: { id: string; body: SubFirmUpdate }) =>
    api.put<SubFirmDetail>(path(id), { ...body }, { notify: true }),
  );

export const useSetSubFirmStatus = () =>
  useFirmMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.put<SubFirmDetail>(`${path(id)}/Status`, { isActive }, { notify: true }),
  );

/** A change to a user refreshes the firm's users and the lists' user counts. */
function useUserMutation<TVariables>(
  firmId: string,
  call: (variables: TVariables) => Promise<ApiResult<SubFirmUser>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subFirmKeys.users(firmId) }),
        queryClient.invalidateQueries({ queryKey: subFirmKeys.lists() }),
      ]),
  });
}

export const useInviteUser = (firmId: string) =>
  useUserMutation(firmId, (body: SubFirmUserInvite) =>
    api.post<SubFirmUser>(`${path(firmId)}/Users`, { ...body }, { notify: true }),
  );

export const useUpdateUser = (firmId: string) =>
  useUserMutation(firmId, ({ userId, body }: { userId: string; body: SubFirmUserUpdate }) =>
    api.put<SubFirmUser>(
      `${path(firmId)}/Users/${encodeURIComponent(userId)}`,
      { ...body },
      { notify: true },
    ),
  );

export const useSetUserStatus = (firmId: string) =>
  useUserMutation(firmId, ({ userId, isActive }: { userId: string; isActive: boolean }) =>
    api.put<SubFirmUser>(
      `${path(firmId)}/Users/${encodeURIComponent(userId)}/Status`,
      { isActive },
      { notify: true },
    ),
  );

export const useResendInvitation = (firmId: string) =>
  useUserMutation(firmId, ({ userId, language }: { userId: string; language: 'tr' | 'en' }) =>
    api.post<SubFirmUser>(
      `${path(firmId)}/Users/${encodeURIComponent(userId)}/ResendInvitation`,
      { language },
      { notify: true },
    ),
  );

/** The .xlsx of the filtered list (no paging), saved under the server's file name. */
export function exportSubFirms(filter: Partial<SubFirmListFilter>, fallbackName: string): Promise<boolean> {
  return downloadFile('/SubFirm/ListExcel', { ...filter }, fallbackName);
}

/** Opens a dealer's read-only session: its login data, with `actingAs` set. */
export function startActingAs(id: string) {
  return api.post<LoginData>(`${path(id)}/ActAs`);
}
