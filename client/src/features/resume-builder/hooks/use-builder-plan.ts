import { getGetSubscriptionQueryKey, getListPlansQueryKey, useGetSubscription, useListPlans } from "../../../api/generated/endpoints/billing/billing";
import type { PlanId } from "../../../api/generated/model";
import { useMe } from "../../../hooks/use-current-user";
import { useAccessToken } from "../../../hooks/use-session";

export interface BuilderPlan {
  /** The plan in effect, once known. */
  planId: PlanId | undefined;
  /** SPEC section 6: the free plan locks the builder. */
  locked: boolean;
  isLoading: boolean;
}

/**
 * The plan that decides the lock. The subscription's `planId` is the plan in effect (the server applies any launch
 * promotion there), so it wins; the user record's plan is the fallback when the subscription cannot be read.
 */
export function useBuilderPlan(): BuilderPlan {
  const token = useAccessToken();
  const subscription = useGetSubscription({ query: { queryKey: getGetSubscriptionQueryKey(), enabled: Boolean(token), staleTime: 60_000 } });
  const me = useMe();
  const planId = subscription.data?.planId ?? (subscription.isError ? me.data?.plan : undefined);
  const isLoading = !planId && (subscription.isPending || (subscription.isError && me.isPending && Boolean(token)));
  return { planId, locked: planId === "free", isLoading };
}

/** The first three Starter features, shown on the lock (SPEC section 2). */
export function useStarterFeatures(enabled: boolean) {
  const plans = useListPlans({ query: { queryKey: getListPlansQueryKey(), enabled, staleTime: 10 * 60_000 } });
  const starter = plans.data?.plans.find((p) => p.id === "starter");
  return {
    features: starter?.features.slice(0, 3) ?? [],
    name: starter?.name ?? "Starter",
    isLoading: plans.isPending && enabled,
    isError: plans.isError,
  };
}
