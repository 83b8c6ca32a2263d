import { Box, Flex, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PRODUCT_NAME } from "../../config/brand";
import { paths } from "../../config/paths";

/** The brand mark: a rounded indigo tile with an upward check-arrow, and the word Hirewise. Links to /. */
export function BrandLogo() {
  return (
    <Flex
      asChild
      align="center"
      gap="2"
      rounded="md"
      flexShrink={0}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
    >
      <RouterLink to={paths.home.getHref()} aria-label={`${PRODUCT_NAME} home`}>
        <Box as="span" display="inline-flex" aria-hidden="true">
          <svg width="30" height="30" viewBox="0 0 32 32" fill="none">
            <rect width="32" height="32" rx="9" fill="#4f46e5" />
            <path d="M8 17.5l5 5L24 10" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="24" cy="10" r="2.6" fill="#fbbf24" />
          </svg>
        </Box>
        <Text as="span" fontWeight="extrabold" fontSize="xl" letterSpacing="-0.02em" color="fg">
          {PRODUCT_NAME}
        </Text>
      </RouterLink>
    </Flex>
  );
}
