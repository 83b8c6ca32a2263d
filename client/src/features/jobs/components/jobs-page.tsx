import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";
import { PRODUCT_NAME } from "../../../config/brand";

/** SPEC section 2, Job search workspace. Placeholder until the jobs issue replaces it. */
export default function JobsPage() {
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="5xl" py={{ base: "10", md: "14" }}>
          <Heading as="h1" size={{ base: "3xl", md: "5xl" }} letterSpacing="-0.02em">
            Find your next role with{" "}
            <Text as="span" color="brand.fg">
              {PRODUCT_NAME}
            </Text>
          </Heading>
          <Text mt="3" fontSize="lg" color="fg.muted" maxW="2xl">
            Upload or paste your resume, and we will pull out your skills and find matching jobs.
          </Text>
        </Container>
      </Box>
      <PagePlaceholder
        headingAs="h2"
        title="Job search workspace"
        description="Resume intake on the left, smart matches on the right, filtered by work mode."
      />
    </>
  );
}
