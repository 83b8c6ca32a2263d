import { useQueryClient } from "@tanstack/react-query";
import { getGetMeQueryKey } from "../../../api/generated/endpoints/auth/auth";
import {
  getGetBillingSummaryQueryKey,
  getGetPlanChangeQuoteQueryKey,
  getGetSubscriptionQueryKey,
  useChangePlan,
  useGetPlanChangeQuote,
} from "../../../api/generated/endpoints/billing/billing";
import { getGetDashboardQueryKey } from "../../../api/generated/endpoints/dashboard/dashboard";
import type { Plan, PlanChangeQuote } from "../../../api/generated/model";
import { subscriptionStore } from "../../../lib/subscription-store";

/**
 * The pro-rated price of changing to `plan` for a signed-in user (GET /billing/quote): the unused days of the
 * current paid plan are credited. Not asked for when there is nothing to quote (signed out, same plan).
 */
export function usePlanChangeQuote(plan: Plan | undefined, enabled: boolean) {
  const params = { plan_id: plan?.id ?? "pro" } as const;
  return useGetPlanChangeQuote(params, { query: { queryKey: getGetPlanChangeQuoteQueryKey(params), enabled: enabled && Boolean(plan), staleTime: 30_000, retry: false } });
}

/** A change the credit pays for in full (POST /billing/change): made at once, then every plan-dependent view refreshes. */
export function usePlanSwitch() {
  const queryClient = useQueryClient();
  const change = useChangePlan();
  async function switchTo(plan: Plan) {
    const subscription = await change.mutateAsync({ data: { plan_id: plan.id } });
    subscriptionStore.syncFromServer(subscription);
    queryClient.setQueryData(getGetSubscriptionQueryKey(), subscription);
    await Promise.all(
      [getGetSubscriptionQueryKey(), getGetMeQueryKey(), getGetDashboardQueryKey(), getGetBillingSummaryQueryKey(), getGetPlanChangeQuoteQueryKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
    return subscription;
  }
  return { switchTo, switching: change.isPending, error: change.error };
}

/** Paise to rupees, for formatRupees. */
export const rupees = (paise: number) => paise / 100;

export type { PlanChangeQuote };
