import {
  memberProductSchema,
  type StudioDayPassChange,
  type StudioEmailChange,
  type StudioGrant,
  type StudioMemberQuery,
  type StudioMemberRemoval,
  type StudioReason,
  type StudioRefund,
  studioDayPassAnswerSchema,
  studioGrantAnswerSchema,
  studioMailSentSchema,
  studioMemberDetailSchema,
  studioMemberPageSchema,
  studioMemberPaths,
  studioMemberRemovedSchema,
  studioRefundAnswerSchema,
  subscriptionChangeAnswerSchema,
} from '@releve/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { memberListSearch } from './members-url';

/** A page of the Members list as the address says it, with the counts of every segment. */
export function useMemberList(query: StudioMemberQuery) {
  const search = memberListSearch(query);
  return useQuery({
    queryKey: ['studio', 'members', 'list', search],
    queryFn: () =>
      fetchApi(search ? `${studioMemberPaths.list}?${search}` : studioMemberPaths.list, {
        schema: studioMemberPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Everything the studio knows of one member: their page. */
export function useMemberDetail(userId: string) {
  return useQuery({
    queryKey: ['studio', 'members', 'detail', userId],
    queryFn: () => fetchApi(studioMemberPaths.detail(userId), { schema: studioMemberDetailSchema }),
  });
}

/** An action on a member: the lists and their page are asked again once it is done. */
function useMemberAction<Input, Output>(act: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSettled: () => client.invalidateQueries({ queryKey: ['studio', 'members'] }),
  });
}

/** Gives a member free access. */
export const useGrantAccess = () =>
  useMemberAction(({ userId, grant }: { userId: string; grant: StudioGrant }) =>
    fetchApi(studioMemberPaths.grants(userId), {
      method: 'POST',
      body: grant,
      schema: studioGrantAnswerSchema,
    }),
  );

/** Adds or takes away a member's day passes. */
export const useChangeDayPasses = () =>
  useMemberAction(({ userId, change }: { userId: string; change: StudioDayPassChange }) =>
    fetchApi(studioMemberPaths.dayPasses(userId), {
      method: 'POST',
      body: change,
      schema: studioDayPassAnswerSchema,
    }),
  );

/** Ends one of a member's products now. */
export const useRevokeProduct = () =>
  useMemberAction(
    ({ userId, productId, revoke }: { userId: string; productId: number; revoke: StudioReason }) =>
      fetchApi(studioMemberPaths.revoke(userId, productId), {
        method: 'POST',
        body: revoke,
        schema: memberProductSchema,
      }),
  );

/** Gives back part or all of a member's payment through the provider. */
export const useRefundPayment = () =>
  useMemberAction(
    ({ userId, transactionId, refund }: { userId: string; transactionId: string; refund: StudioRefund }) =>
      fetchApi(studioMemberPaths.refund(userId, transactionId), {
        method: 'POST',
        body: refund,
        schema: studioRefundAnswerSchema,
      }),
  );

/** Cancels a member's subscription at its period's end, or resumes it. */
export const useChangeSubscription = () =>
  useMemberAction(
    ({ userId, change, reason }: { userId: string; change: 'cancel' | 'resume'; reason: StudioReason }) =>
      fetchApi(
        change === 'cancel'
          ? studioMemberPaths.subscriptionCancel(userId)
          : studioMemberPaths.subscriptionResume(userId),
        { method: 'POST', body: reason, schema: subscriptionChangeAnswerSchema },
      ),
  );

/** Sends a member the password reset e-mail. */
export const useSendPasswordReset = () =>
  useMemberAction(({ userId, reason }: { userId: string; reason: StudioReason }) =>
    fetchApi(studioMemberPaths.passwordReset(userId), {
      method: 'POST',
      body: reason,
      schema: studioMailSentSchema,
    }),
  );

/** Gives a member a new e-mail. */
export const useChangeEmail = () =>
  useMemberAction(({ userId, change }: { userId: string; change: StudioEmailChange }) =>
    fetchApi(studioMemberPaths.email(userId), { method: 'POST', body: change, schema: studioMailSentSchema }),
  );

/** Removes a member's account for good. */
export const useRemoveMember = () =>
  useMemberAction(({ userId, removal }: { userId: string; removal: StudioMemberRemoval }) =>
    fetchApi(studioMemberPaths.remove(userId), {
      method: 'POST',
      body: removal,
      schema: studioMemberRemovedSchema,
    }),
  );
