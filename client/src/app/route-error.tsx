import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../config/paths";

/** Shown in place of a screen that failed to load or render (e.g. a stale code-split chunk after a deploy). */
export function RouteError({ error }: { error?: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <Container maxW="2xl" py="16">
      <Stack gap="4" role="alert">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">This screen could not be shown. Reloading usually fixes it.</Text>
        {import.meta.env.DEV && detail && (
          <Text fontFamily="mono" fontSize="sm" color="red.fg">
            {detail}
          </Text>
        )}
        <Stack direction="row" gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.home.getHref()}>Go home</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
