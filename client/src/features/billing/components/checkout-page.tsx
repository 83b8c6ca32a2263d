import { Badge, Box, Button, Card, Container, Flex, Grid, Heading, HStack, Icon, List, Separator, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { FiArrowLeft, FiCheck, FiCreditCard, FiLock, FiRefreshCw } from "react-icons/fi";
import { Navigate, Link as RouterLink, useSearchParams } from "react-router-dom";
import type { PaymentsConfig, Plan } from "../../../api/generated/model";
import { Loader } from "../../../components/loader/loader";
import { ErrorAlert, StatusAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";
import { useSubscription } from "../../../lib/subscription-store";
import { useCheckout } from "../hooks/use-checkout";
import { rupees, usePlanChangeQuote, usePlanSwitch } from "../hooks/use-plan-change";
import { usePlans } from "../hooks/use-plans";
import { alreadySubscribedMessage, MISSING_KEY, promotionCoversMessage, PROVIDER_NAME } from "../utils/checkout";
import { formatRupees } from "../utils/format-rupees";
import { checkoutPlan, summaryFeatures } from "../utils/plans";

const DAY = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <Card.Root as="section" aria-labelledby="summary-heading" variant="outline" bg="bg" height="full">
      <Card.Header gap="1">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium" textTransform="uppercase" letterSpacing="wider" id="summary-heading">
          Plan summary
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="2xl">
            {plan.name}
          </Heading>
          {plan.badge && <Badge colorPalette="brand">{plan.badge}</Badge>}
        </Flex>
        <Text color="fg.muted">{plan.subtext}</Text>
      </Card.Header>
      <Card.Body gap="5">
        <Text>
          <Text as="span" fontSize="3xl" fontWeight="bold">
            {formatRupees(plan.amount)}
          </Text>{" "}
          <Text as="span" color="fg.muted">
            billed monthly
          </Text>
        </Text>
        <List.Root gap="2" variant="plain" aria-label="What you get">
          {summaryFeatures(plan).map((feature) => (
            <List.Item key={feature} alignItems="flex-start">
              <List.Indicator asChild color="green.fg" mt="1">
                <Icon as={FiCheck} />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline">
          <RouterLink to={paths.pricing.getHref()}>
            <FiArrowLeft aria-hidden="true" /> Change plan
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function PaymentPanel({ plan, plans, payments }: { plan: Plan; plans: readonly Plan[]; payments: PaymentsConfig }) {
  const { planId, record } = useSubscription();
  const { state, pay, busy, signedIn, keyMissing } = useCheckout(plan, payments);
  const alreadySubscribed = planId === plan.id && !state.success;
  const current = plans.find((p) => p.id === planId);
  // Catalogue order is tier order: a plan below one the promotion gives would cost money for less.
  const coveredByPromotion =
    !alreadySubscribed && !state.success && Boolean(record.promotional) && current !== undefined && plans.indexOf(plan) < plans.indexOf(current);
  // The server prices the change: the unused days of a paid plan are credited (GET /billing/quote).
  const quote = usePlanChangeQuote(plan, signedIn && !alreadySubscribed && !coveredByPromotion && state.status !== "paid");
  const planSwitch = usePlanSwitch();
  const [switched, setSwitched] = useState<string | null>(null);
  const priced = quote.data;
  const amountDue = priced ? rupees(priced.amount_due) : plan.amount;
  const creditPlan = priced?.credit_plan_id ? plans.find((p) => p.id === priced.credit_plan_id) : undefined;
  const paidByCredit = priced !== undefined && priced.amount_due === 0 && !switched;
  const disabled = busy || alreadySubscribed || coveredByPromotion || (keyMissing && !paidByCredit) || state.status === "paid" || Boolean(switched) || planSwitch.switching;

  async function switchPlan() {
    try {
      const subscription = await planSwitch.switchTo(plan);
      setSwitched(subscription.planId === plan.id ? plan.name : null);
    } catch {
      /* the error is shown from planSwitch.error */
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="payment-heading" variant="elevated" bg="bg" height="full">
      <Card.Header>
        <Heading as="h2" id="payment-heading" size="lg">
          Payment
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        <Box bg="bg.muted" rounded="xl" p="5">
          <Flex justify="space-between" align="baseline" gap="3">
            <Text color="fg.muted">{plan.name} plan · monthly</Text>
            <Text>{formatRupees(plan.amount)}</Text>
          </Flex>
          {priced && priced.credit > 0 && (
            <Flex justify="space-between" align="baseline" gap="3" mt="2" data-testid="credit-line">
              <Text color="fg.muted">Unused days of {creditPlan?.name ?? "your current plan"}</Text>
              <Text color="green.fg">−{formatRupees(rupees(priced.credit))}</Text>
            </Flex>
          )}
          <Separator my="3" />
          <Flex justify="space-between" align="baseline" gap="3" role="group" aria-label="Amount due">
            <Text fontWeight="semibold">Amount due</Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="amount-due">
              {formatRupees(amountDue)}
            </Text>
          </Flex>
        </Box>

        <Stack gap="3" aria-live="polite">
          {state.error && <ErrorAlert error={state.error} title="Payment not completed" />}
          {state.success && <StatusAlert status="success" title="Thank you!" message={state.success} />}
          {alreadySubscribed && <StatusAlert status="info" message={alreadySubscribedMessage(plan.name)} />}
          {coveredByPromotion && current && <StatusAlert status="info" message={promotionCoversMessage(current.name, plan.name)} />}
          {keyMissing && !paidByCredit && !switched && <StatusAlert status="warning" title="Payments are not set up" message={MISSING_KEY} />}
          {paidByCredit && (
            <StatusAlert
              status="info"
              message={`The unused days of your ${creditPlan?.name ?? "current"} plan pay for ${plan.name} until ${DAY.format(new Date(priced.paid_through))}. The change happens at once; nothing is charged.`}
            />
          )}
          {planSwitch.error && <ErrorAlert error={planSwitch.error} title="Plan not changed" />}
          {switched && <StatusAlert status="success" title="Plan changed" message={`You're on the ${switched} plan now.`} />}
        </Stack>

        <Button
          size="lg"
          colorPalette="brand"
          width="full"
          onClick={() => void (paidByCredit ? switchPlan() : pay())}
          disabled={disabled}
          aria-busy={busy || planSwitch.switching}
        >
          {paidByCredit ? (
            <>{planSwitch.switching ? <Spinner size="sm" aria-hidden="true" /> : <FiRefreshCw aria-hidden="true" />} Switch to {plan.name}</>
          ) : busy ? (
            <>
              <Spinner size="sm" aria-hidden="true" /> Processing...
            </>
          ) : (
            <>
              <FiCreditCard aria-hidden="true" /> Pay with {PROVIDER_NAME}
            </>
          )}
        </Button>
        {!signedIn && (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            You'll be asked to log in before paying.
          </Text>
        )}
        {(state.status === "paid" || switched) && (
          <Button asChild variant="subtle" colorPalette="brand">
            <RouterLink to={paths.app.dashboard.getHref()}>Go to your dashboard</RouterLink>
          </Button>
        )}
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" color="fg.muted" fontSize="sm" align="flex-start">
          {/* Kept at full size and on the first line when the note wraps. */}
          <Box as="span" flexShrink="0" mt="1" aria-hidden="true">
            <FiLock />
          </Box>
          <Text>Payments are processed securely by {PROVIDER_NAME} with 128-bit encryption. We never see your card details.</Text>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

function CheckoutHeading({ children }: { children?: ReactNode }) {
  return (
    <Stack gap="2" mb="8">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
        Checkout
      </Heading>
      {children && (
        <Text color="fg.muted" fontSize="lg">
          {children}
        </Text>
      )}
    </Stack>
  );
}

/** SPEC section 2, Checkout: unknown plan → /pricing (replace); summary; payment panel with the alerts. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const plans = usePlans();
  const planParam = params.get("plan");

  if (plans.isPending) {
    return (
      <Container maxW="6xl" py={{ base: "6", md: "12" }}>
        <CheckoutHeading />
        <Loader label="Loading your plan..." />
      </Container>
    );
  }
  if (plans.isError) {
    return (
      <Container maxW="6xl" py={{ base: "6", md: "12" }}>
        <CheckoutHeading />
        <Stack gap="3" align="flex-start">
          <ErrorAlert error={plans.error} title="We couldn't load the plans" />
          <Button variant="outline" onClick={() => void plans.refetch()}>
            <FiRefreshCw aria-hidden="true" /> Try again
          </Button>
        </Stack>
      </Container>
    );
  }
  const plan = checkoutPlan(plans.data.plans, planParam);
  if (!plan) return <Navigate to={paths.pricing.getHref()} replace />;

  return (
    <Container maxW="6xl" py={{ base: "6", md: "12" }}>
      <CheckoutHeading>Upgrade to {plan.name}. Your new plan starts as soon as the payment is confirmed.</CheckoutHeading>
      <Grid templateColumns={{ base: "1fr", md: "1.2fr 1fr" }} gap="6" alignItems="stretch">
        <PlanSummary plan={plan} />
        <PaymentPanel plan={plan} plans={plans.data.plans} payments={plans.data.payments} />
      </Grid>
    </Container>
  );
}
