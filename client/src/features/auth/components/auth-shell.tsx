import { Box, Flex, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { GenIcon, type IconBaseProps } from "react-icons";
import { LoginIllustration } from "../../../components/illustrations/login-illustration";
import { PRODUCT_NAME } from "../../../config/brand";

/**
 * Feather's check-circle, built from its data as react-icons/fi does: importing it from react-icons/fi would bring
 * the whole Feather module (every icon the app uses, ~2.7 KB gzipped) into a first visit to /login.
 */
const checkCircle = GenIcon({
  tag: "svg",
  attr: { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", strokeLinejoin: "round" },
  child: [
    { tag: "path", attr: { d: "M22 11.08V12a10 10 0 1 1-5.93-9.14" }, child: [] },
    { tag: "polyline", attr: { points: "22 4 12 14.01 9 11.01" }, child: [] },
  ],
});
const FiCheckCircle = (props: IconBaseProps) => checkCircle(props);

const HIGHLIGHTS = [
  "Job matches from your resume in seconds",
  "Mock interviews with per-answer feedback",
  "ATS-friendly resumes tailored to each role",
];

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the login and signup screens: a brand panel (wide screens) and the form card. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <Flex minH="calc(100dvh - 64px)" align="center" justify="center" py={{ base: "8", md: "14" }} px="4">
      <SimpleGrid
        columns={{ base: 1, lg: 2 }}
        w="full"
        maxW="5xl"
        bg="bg"
        rounded="2xl"
        shadow="lg"
        borderWidth="1px"
        borderColor="border.muted"
        overflow="hidden"
      >
        <Stack hideBelow="lg" bg="brand.subtle" p="10" gap="6" justify="center" align="flex-start">
          <LoginIllustration size={220} />
          <Heading as="p" size="xl" color="brand.fg" lineHeight="short">
            Your job search, with an AI co-pilot.
          </Heading>
          <List.Root gap="3" variant="plain">
            {HIGHLIGHTS.map((line) => (
              <List.Item key={line} alignItems="center" color="fg.muted">
                <List.Indicator asChild color="brand.solid">
                  <FiCheckCircle />
                </List.Indicator>
                {line}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Box p={{ base: "6", sm: "10" }}>
          <Stack gap="1" mb="8">
            <Text hideFrom="lg" fontWeight="bold" color="brand.fg" fontSize="sm" letterSpacing="wide" textTransform="uppercase">
              {PRODUCT_NAME}
            </Text>
            <Heading as="h1" size="2xl" letterSpacing="-0.01em">
              {title}
            </Heading>
            <Text color="fg.muted">{subtitle}</Text>
          </Stack>
          {children}
        </Box>
      </SimpleGrid>
    </Flex>
  );
}
