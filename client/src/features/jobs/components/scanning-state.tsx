import { Box, Flex, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { FiSearch } from "react-icons/fi";

/** The animated scanning state while a search runs: a radar pulse and placeholder cards. */
export function ScanningState({ keywords }: { keywords: string[] }) {
  return (
    <Stack gap="4" role="status" aria-live="polite" aria-busy="true">
      <Flex direction="column" align="center" py="6" gap="3">
        <Box position="relative" boxSize="20" aria-hidden="true">
          {[0, 1].map((i) => (
            <Box
              key={i}
              position="absolute"
              inset="0"
              rounded="full"
              bg="brand.solid/30"
              animation="ping"
              animationDuration="1.6s"
              animationDelay={`${i * 0.8}s`}
              _motionReduce={{ animation: "none" }}
            />
          ))}
          <Flex position="absolute" inset="3" rounded="full" bg="brand.solid" color="brand.contrast" align="center" justify="center">
            <FiSearch size={24} />
          </Flex>
        </Box>
        <Text fontWeight="semibold">Scanning the job index...</Text>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {keywords.length ? `Looking for ${keywords.join(", ")}` : "Looking for your skills"}
        </Text>
      </Flex>
      {[0, 1, 2].map((i) => (
        <Box key={i} borderWidth="1px" borderColor="border.muted" rounded="xl" p="5" aria-hidden="true">
          <Skeleton height="5" width="60%" mb="3" />
          <Skeleton height="3" width="40%" mb="4" />
          <SkeletonText noOfLines={2} gap="2" />
        </Box>
      ))}
    </Stack>
  );
}
