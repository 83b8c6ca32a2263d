import { Badge, Box, Button, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FiRefreshCw } from "react-icons/fi";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { useSubscription } from "../../../lib/subscription-store";
import { usePlans } from "../hooks/use-plans";
import { FREE_TOOLKIT, freePlan, isCurrentPlan, paidPlans } from "../utils/plans";
import { FreePlanCard } from "./free-plan-card";
import { PlanCard } from "./plan-card";
import { PricingFaq } from "./pricing-faq";

function PlanSkeletons() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" role="status" aria-busy="true" aria-label="Loading plans">
      {[0, 1, 2].map((i) => (
        <Stack key={i} bg="bg" borderWidth="1px" rounded="xl" p="6" gap="4">
          <Skeleton height="6" width="40%" />
          <Skeleton height="4" width="70%" />
          <Skeleton height="10" width="50%" />
          <Skeleton height="24" />
          <Skeleton height="10" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** SPEC section 2, Pricing: hero, the free card, the paid plans (current one tagged), FAQ. Open to everyone. */
export default function PricingPage() {
  const plans = usePlans();
  const { planId } = useSubscription();
  const catalogue = plans.data?.plans ?? [];
  const free = freePlan(catalogue);
  const paid = paidPlans(catalogue);

  return (
    <Box>
      <Box
        as="section"
        aria-labelledby="pricing-heading"
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="bg.canvas"
        pt={{ base: "10", md: "16" }}
        pb={{ base: "8", md: "12" }}
      >
        <Container maxW="4xl" textAlign="center">
          <Heading as="h1" id="pricing-heading" size="md" color="brand.fg" textTransform="uppercase" letterSpacing="widest" mb="3">
            Pricing
          </Heading>
          <Text fontSize={{ base: "3xl", md: "5xl" }} fontWeight="bold" lineHeight="1.1" letterSpacing="-0.03em">
            Plans that grow with your job search
          </Text>
          <Text mt="4" fontSize={{ base: "md", md: "xl" }} color="fg.muted">
            Start with the free toolkit. Upgrade for more mock interviews, tailored resumes and daily job matches when you need them.
          </Text>
          <Badge colorPalette="brand" variant="subtle" size={{ base: "sm", sm: "lg" }} mt="5" whiteSpace="normal" textAlign="center" h="auto" py="1">
            Priced in Indian rupees · change or cancel anytime
          </Badge>
        </Container>
      </Box>

      <Container maxW="7xl" pb="16">
        <Stack gap={{ base: "10", md: "14" }}>
          <FreePlanCard features={free?.features.length ? free.features : FREE_TOOLKIT} current={isCurrentPlan({ id: "free" }, planId)} />

          <Box as="section" aria-labelledby="paid-plans-heading">
            <Heading as="h2" id="paid-plans-heading" size="xl" mb="6">
              Paid plans
            </Heading>
            {plans.isPending ? (
              <PlanSkeletons />
            ) : plans.isError ? (
              <Stack gap="3" align="flex-start">
                <ErrorAlert error={plans.error} title="We couldn't load the plans" />
                <Button variant="outline" onClick={() => void plans.refetch()}>
                  <FiRefreshCw aria-hidden="true" /> Try again
                </Button>
              </Stack>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, lg: Math.min(3, Math.max(1, paid.length)) }} gap="6" alignItems="stretch">
                {paid.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} current={isCurrentPlan(plan, planId)} />
                ))}
              </SimpleGrid>
            )}
          </Box>

          <PricingFaq />
        </Stack>
      </Container>
    </Box>
  );
}
