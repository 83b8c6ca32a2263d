import { Badge, Box, Button, Flex, Heading, Icon, List, Stack, Text } from "@chakra-ui/react";
import { FiCheckCircle } from "react-icons/fi";
import { formatRupees } from "../utils/format-rupees";

interface FreePlanCardProps {
  features: string[];
  current: boolean;
}

/** The free toolkit: 'Always-on essentials' at ₹0 a month, included forever. */
export function FreePlanCard({ features, current }: FreePlanCardProps) {
  return (
    <Box
      as="article"
      aria-labelledby="plan-free"
      data-plan="free"
      bg="bg"
      borderWidth={current ? "2px" : "1px"}
      borderColor={current ? "green.emphasized" : "border"}
      rounded="2xl"
      p={{ base: "5", md: "7" }}
    >
      <Flex direction={{ base: "column", md: "row" }} gap={{ base: "5", md: "10" }} align={{ md: "center" }}>
        <Stack gap="2" minW={{ md: "240px" }}>
          <Flex gap="2" align="center" wrap="wrap">
            {/* An h2 like "Paid plans": the free card sits directly under the page h1 (axe heading-order). */}
            <Heading as="h2" id="plan-free" size="lg">
              Always-on essentials
            </Heading>
            {current && (
              <Badge colorPalette="green" variant="solid">
                Current plan
              </Badge>
            )}
          </Flex>
          {/* SPEC section 2 words it 'included forever'. */}
          <Text>
            <Text as="span" fontSize="3xl" fontWeight="bold">
              {formatRupees(0)}
            </Text>
            <Text as="span" color="fg.muted">
              {" "}
              per month, included forever
            </Text>
          </Text>
          {current && (
            <Button size="sm" disabled variant="outline" alignSelf="flex-start">
              Current Plan
            </Button>
          )}
        </Stack>
        <List.Root display="grid" gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" flex="1" aria-label="Free toolkit features" variant="plain">
          {features.map((feature) => (
            <List.Item key={feature} alignItems="flex-start">
              <List.Indicator asChild color="brand.fg" mt="1">
                <Icon as={FiCheckCircle} />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Flex>
    </Box>
  );
}
