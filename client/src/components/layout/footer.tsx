import { Box, Container, Flex, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PRODUCT_NAME } from "../../config/brand";
import { paths } from "../../config/paths";

/** The site footer with the current year (SPEC section 2, job search workspace). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" bg="bg" mt="auto">
      <Container maxW="7xl" py="6">
        <Flex direction={{ base: "column", sm: "row" }} gap="3" justify="space-between" align={{ sm: "center" }}>
          <Text fontSize="sm" color="fg.muted">
            © {year} {PRODUCT_NAME}. Built for job seekers in India and beyond.
          </Text>
          <Flex gap="5" fontSize="sm">
            <Link asChild color="fg.muted" _hover={{ color: "brand.fg" }}>
              <RouterLink to={paths.pricing.getHref()}>Pricing</RouterLink>
            </Link>
            <Link asChild color="fg.muted" _hover={{ color: "brand.fg" }}>
              <RouterLink to={paths.app.jobs.getHref()}>Job Search</RouterLink>
            </Link>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
