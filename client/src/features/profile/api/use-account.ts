/**
 * Thin hooks over the generated Account and Billing clients for the Account screen. Errors are ApiErrors whose
 * `.message` is the text to show (the server's detail, else the generic fallback).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useChangePassword, useGetPreferences, useUpdatePreferences, useUpdateProfile, getGetPreferencesQueryKey } from "../../../api/generated/endpoints/account/account";
import { getGetMeQueryKey } from "../../../api/generated/endpoints/auth/auth";
import { getGetBillingSummaryQueryKey, useGetBillingSummary, useListPlans } from "../../../api/generated/endpoints/billing/billing";
import type { Preferences, PreferencesUpdate, User } from "../../../api/generated/model";
import { session } from "../../../lib/session";

/** Name and email: the answer is the account as stored; the signed-in record and the header follow it. */
export function useProfileMutation() {
  const queryClient = useQueryClient();
  return useUpdateProfile({
    mutation: {
      onSuccess: (user: User) => {
        queryClient.setQueryData(getGetMeQueryKey(), user);
        const record = session.get();
        if (record) session.set({ ...record, name: user.name, email: user.email });
      },
    },
  });
}

/** The password change; the server ends every other session and keeps this one. */
export function usePasswordMutation() {
  return useChangePassword();
}

export function usePreferences() {
  return useGetPreferences({ query: { queryKey: getGetPreferencesQueryKey(), staleTime: 30_000 } });
}

/** Saves some switches (the others keep their values); the answer is every switch as stored. */
export function usePreferencesMutation() {
  const queryClient = useQueryClient();
  const mutation = useUpdatePreferences({
    mutation: {
      onSuccess: (preferences: Preferences) => queryClient.setQueryData(getGetPreferencesQueryKey(), preferences),
    },
  });
  return { ...mutation, save: (changes: PreferencesUpdate) => mutation.mutateAsync({ data: changes }) };
}

export function useBillingSummary() {
  return useGetBillingSummary({ query: { queryKey: getGetBillingSummaryQueryKey(), staleTime: 15_000, refetchOnWindowFocus: true } });
}

export function usePlanCatalogue() {
  return useListPlans();
}
