import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { getGetMeQueryKey } from "../../../api/generated/endpoints/auth/auth";
import {
  getGetSubscriptionQueryKey,
  getGetSubscriptionQueryOptions,
  getListPlansQueryKey,
  useCreatePaymentOrder,
  useVerifyPayment,
} from "../../../api/generated/endpoints/billing/billing";
import { getGetDashboardQueryKey } from "../../../api/generated/endpoints/dashboard/dashboard";
import type { PaymentsConfig, Plan } from "../../../api/generated/model";
import { ApiError } from "../../../api/http";
import { paths } from "../../../config/paths";
import { useCurrentUser } from "../../../hooks/use-current-user";
import { subscriptionStore } from "../../../lib/subscription-store";
import { buildCheckoutOptions, buildKey, initFailedMessage, paymentFailedMessage, resolveCheckoutKey, type RazorpaySuccess } from "../utils/checkout";
import { checkoutReducer, initialCheckoutState, isBusy } from "../utils/checkout-state";
import { loadRazorpay } from "../utils/razorpay-script";

/**
 * The public key from the build configuration (SPEC section 7); empty when the build has none. Read per call:
 * the build replaces it with a constant, and unit tests can stub it.
 */
export function buildRazorpayKey(): string {
  return buildKey(import.meta.env.VITE_RAZORPAY_KEY_ID);
}

/**
 * Paying for a plan with Razorpay. The key is the build's, else the server's from GET /plans (`payments`), so a
 * missing key is known when the checkout opens: `keyMissing`, and pay does nothing. The server creates the order
 * first (amounts come from its catalogue), then the window opens with it; the handler's ids and signature go to
 * `POST /billing/verify`, which changes the plan on the server; the client then takes the new plan and
 * refreshes /subscription and /auth/me.
 */
export function useCheckout(plan: Plan | undefined, payments: PaymentsConfig | undefined) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const fromBuild = buildRazorpayKey();
  const key = resolveCheckoutKey(fromBuild, payments?.key_id);
  const keyMissing = !key;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const createOrder = useCreatePaymentOrder();
  const verify = useVerifyPayment();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onPaid = useCallback(
    async (response: RazorpaySuccess, orderId: string) => {
      if (!plan) return;
      dispatch({ type: "paid", paymentId: response.razorpay_payment_id });
      // SPEC section 4: the client takes the purchased plan at once; the server's answer then confirms it.
      subscriptionStore.setPlan(plan.id);
      try {
        const subscription = await verify.mutateAsync({
          data: {
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_order_id: response.razorpay_order_id || orderId,
            razorpay_signature: response.razorpay_signature ?? "",
          },
        });
        subscriptionStore.syncFromServer(subscription);
        queryClient.setQueryData(getGetSubscriptionQueryKey(), subscription);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetSubscriptionQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetMeQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetDashboardQueryKey() }),
        ]);
        if (mounted.current) dispatch({ type: "verified" });
      } catch (err) {
        // The server did not accept the payment: its plan (the source of truth) wins again.
        try {
          subscriptionStore.syncFromServer(await queryClient.fetchQuery({ ...getGetSubscriptionQueryOptions(), staleTime: 0 }));
        } catch {
          /* the next sync corrects it */
        }
        if (mounted.current) dispatch({ type: "verifyFailed", message: initFailedMessage(err) });
      }
    },
    [plan, verify, queryClient],
  );

  const pay = useCallback(async () => {
    if (!plan || isBusy(state) || keyMissing) return;
    if (!me.record) {
      navigate(paths.auth.login.getHref());
      return;
    }
    dispatch({ type: "pay" });
    let Razorpay;
    try {
      Razorpay = await loadRazorpay();
    } catch (err) {
      dispatch({ type: "failed", message: initFailedMessage(err) });
      return;
    }
    let order;
    try {
      order = await createOrder.mutateAsync({ data: { plan_id: plan.id } });
    } catch (err) {
      dispatch({ type: "failed", message: initFailedMessage(err) });
      // 503: the server may have lost its keys since /plans was read; a fresh /plans shows the warning if so.
      if (err instanceof ApiError && err.status === 503) void queryClient.invalidateQueries({ queryKey: getListPlansQueryKey() });
      return;
    }
    try {
      const rzp = new Razorpay(
        buildCheckoutOptions({
          // The order's key matches the secret that signed it; the build key still wins (SPEC section 7).
          key: resolveCheckoutKey(fromBuild, order.key_id) || key,
          plan,
          order,
          user: { name: me.name || order.prefill.name, email: me.email || order.prefill.email },
          onSuccess: (response) => void onPaid(response, order.order_id),
          onDismiss: () => dispatch({ type: "dismissed" }),
        }),
      );
      rzp.on("payment.failed", (response) => dispatch({ type: "failed", message: paymentFailedMessage(response) }));
      rzp.open();
      dispatch({ type: "opened" });
    } catch (err) {
      dispatch({ type: "failed", message: initFailedMessage(err) });
    }
  }, [plan, state, keyMissing, fromBuild, key, me.record, me.name, me.email, navigate, createOrder, queryClient, onPaid]);

  return { state, pay, busy: isBusy(state), signedIn: Boolean(me.record), keyMissing };
}
