import { Badge, Box, Button, Card, Flex, HStack, Icon, List, Stack, Text } from "@chakra-ui/react";
import { FiCheck, FiStar } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { Plan } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import { formatRupees } from "../utils/format-rupees";
import { metaHeading } from "../utils/plans";

interface PlanCardProps {
  plan: Plan;
  current: boolean;
}

/** A paid plan: name, subtext, monthly price, features, optional insights and badge; the current one is tagged. */
export function PlanCard({ plan, current }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  const highlighted = current || plan.popular;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      data-plan={plan.id}
      variant="outline"
      bg="bg"
      position="relative"
      borderWidth={highlighted ? "2px" : "1px"}
      borderColor={current ? "green.emphasized" : plan.popular ? "brand.emphasized" : "border"}
      shadow={plan.popular ? "lg" : "sm"}
      transition="transform 0.15s, box-shadow 0.15s"
      _hover={{ transform: "translateY(-2px)", shadow: "lg" }}
    >
      <Card.Header gap="2">
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Card.Title as="h3" id={headingId} fontSize="xl">
            {plan.name}
          </Card.Title>
          <HStack gap="2">
            {current && (
              <Badge colorPalette="green" variant="solid">
                Current plan
              </Badge>
            )}
            {plan.badge && (
              <Badge colorPalette={plan.popular ? "brand" : "orange"} variant="subtle">
                <FiStar aria-hidden="true" />
                {plan.badge}
              </Badge>
            )}
          </HStack>
        </Flex>
        <Card.Description>{plan.subtext}</Card.Description>
        <Text mt="2" aria-label={`${formatRupees(plan.amount)} per month`}>
          <Text as="span" fontSize="4xl" fontWeight="bold" letterSpacing="-0.02em" color={plan.popular ? "brand.fg" : "fg"}>
            {formatRupees(plan.amount)}
          </Text>
          <Text as="span" color="fg.muted" fontSize="lg">
            /mo
          </Text>
        </Text>
      </Card.Header>
      <Card.Body gap="5">
        <List.Root gap="2" variant="plain" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <List.Item key={feature} alignItems="flex-start">
              <List.Indicator asChild color="green.fg" mt="1">
                <Icon as={FiCheck} />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
        {plan.meta.length > 0 && (
          <Box bg="bg.muted" rounded="lg" p="3">
            <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="1">
              {metaHeading(plan)}
            </Text>
            <List.Root gap="1" fontSize="sm" ps="4">
              {plan.meta.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
      </Card.Body>
      <Card.Footer>
        <Stack width="full">
          {current ? (
            <Button width="full" disabled variant="outline">
              Current Plan
            </Button>
          ) : (
            <Button asChild width="full" colorPalette="brand" variant={plan.popular ? "solid" : "outline"}>
              <RouterLink to={paths.checkout.getHref(plan.id)}>{plan.cta || `Choose ${plan.name}`}</RouterLink>
            </Button>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
