import { Badge, Button, Card, Flex, List, SimpleGrid, Text } from "@chakra-ui/react";
import { FiCheck, FiX } from "react-icons/fi";

interface StaticPlan {
  name: string;
  price: string;
  features: Array<{ text: string; included: boolean }>;
  current: boolean;
}

// SPEC section 2: static cards; these dollar figures are as the spec states them (the rupee prices live on /pricing).
const PLANS: StaticPlan[] = [
  {
    name: "Free Plan",
    price: "$0",
    current: true,
    features: [
      { text: "5 job matches daily", included: true },
      { text: "Basic resume analysis", included: true },
      { text: "3 interview sessions", included: true },
      { text: "No advanced AI", included: false },
    ],
  },
  {
    name: "Pro Plan",
    price: "$19",
    current: false,
    features: [
      { text: "Unlimited matches", included: true },
      { text: "Advanced analysis", included: true },
      { text: "Unlimited interviews", included: true },
      { text: "All AI features", included: true },
    ],
  },
];

export function BillingTab() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {PLANS.map((plan) => (
        <Card.Root
          key={plan.name}
          variant="outline"
          bg="bg"
          borderColor={plan.current ? "border" : "brand.emphasized"}
          borderWidth={plan.current ? "1px" : "2px"}
        >
          <Card.Header>
            <Flex justify="space-between" align="center">
              <Card.Title as="h2">{plan.name}</Card.Title>
              {!plan.current && <Badge colorPalette="brand">Recommended</Badge>}
            </Flex>
            <Text>
              <Text as="span" fontSize="3xl" fontWeight="bold">
                {plan.price}
              </Text>
              <Text as="span" color="fg.muted">
                /month
              </Text>
            </Text>
          </Card.Header>
          <Card.Body>
            <List.Root variant="plain" gap="2">
              {plan.features.map((feature) => (
                <List.Item key={feature.text} alignItems="center" color={feature.included ? "fg" : "fg.muted"}>
                  <List.Indicator asChild color={feature.included ? "green.solid" : "fg.subtle"}>
                    {feature.included ? <FiCheck aria-hidden="true" /> : <FiX aria-hidden="true" />}
                  </List.Indicator>
                  {feature.text}
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
          <Card.Footer>
            {plan.current ? (
              <Button width="full" variant="outline" disabled>
                Current Plan
              </Button>
            ) : (
              <Button width="full" colorPalette="brand" type="button">
                Upgrade Now
              </Button>
            )}
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
