import { Box, Flex, Link } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Footer } from "../../components/layout/footer";
import { Loader } from "../../components/loader/loader";
import { NAV_HEIGHT, NavBar } from "./nav-bar";
import { useDocumentTitle } from "./use-document-title";

const MAIN_ID = "main-content";

function SkipToContent() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      top="-40"
      left="4"
      zIndex="skipLink"
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="2"
      rounded="md"
      _focus={{ top: "2" }}
    >
      Skip to content
    </Link>
  );
}

/** Every screen: the fixed navigation, the screen (code-split, with the loader while its chunk loads), the footer. */
export function AppLayout() {
  useDocumentTitle();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent />
      <NavBar />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" pt={NAV_HEIGHT} outline="none">
        <Suspense fallback={<Loader label="Loading..." fullPage />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
