import { Button, Container, Heading, HStack, Stack, Tag, Text } from "@chakra-ui/react";
import { FiArrowLeft } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";

const FLOWS = ["Interview AI", "Resume AI", "Auto-Apply"];

/** SPEC section 2, Coming soon. */
export default function ComingSoonPage() {
  return (
    <Container maxW="3xl" py={{ base: "12", md: "20" }}>
      <Stack gap="6" align="center" textAlign="center">
        <Text fontWeight="semibold" color="brand.fg" letterSpacing="wide" textTransform="uppercase" fontSize="sm">
          On the way
        </Text>
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} letterSpacing="-0.02em">
          Coming soon
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="xl">
          Interview AI, Resume AI and Auto-Apply flows are coming soon. We are putting the finishing touches on them.
        </Text>
        <HStack gap="2" wrap="wrap" justify="center">
          {FLOWS.map((flow) => (
            <Tag.Root key={flow} size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{flow}</Tag.Label>
            </Tag.Root>
          ))}
        </HStack>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.app.dashboard.getHref()}>
            <FiArrowLeft aria-hidden="true" />
            Back to Dashboard
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
