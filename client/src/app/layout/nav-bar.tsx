import { Box, Button, Container, Flex, IconButton, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { FiLogOut, FiMenu, FiUser, FiX } from "./nav-icons";
import { Link as RouterLink, NavLink, useLocation, useNavigate } from "react-router-dom";
import { logout } from "../../api/auth-client";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../hooks/use-current-user";
import { BrandLogo } from "./brand-logo";
import { APP_LINKS, PUBLIC_LINKS, type NavItem } from "./nav-links";

export const NAV_HEIGHT = "64px";

const focusRing = { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" };
const activeLink = { "&[aria-current=page]": { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" } };

function NavLinkItem({ item, block = false }: { item: NavItem; block?: boolean }) {
  return (
    <Link
      asChild
      display={block ? "flex" : "inline-flex"}
      alignItems="center"
      px="3"
      py={block ? "3" : "2"}
      rounded="md"
      fontSize={block ? "md" : "sm"}
      fontWeight="medium"
      color="fg.muted"
      whiteSpace="nowrap"
      textDecoration="none"
      _hover={{ color: "fg", bg: "bg.muted", textDecoration: "none" }}
      _focusVisible={focusRing}
      css={activeLink}
    >
      <NavLink to={item.to} end={item.end}>
        {item.label}
      </NavLink>
    </Link>
  );
}

/** "Asha Rao" → "AR", "asha@example.com" → "A"; null when there is no name to show. */
export function initialsOf(name: string): string | null {
  if (name === "Account") return null;
  const words = name.split(/[\s@._-]+/).filter(Boolean);
  if (name.includes("@")) return words[0]?.charAt(0).toUpperCase() || null;
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w.charAt(0).toUpperCase()).join("") || null;
}

/**
 * The user's initials in a brand circle, like Chakra's Avatar fallback. A plain element: Avatar brings zag's machine
 * runtime into every first visit for a picture the nav bar never shows.
 */
function Initials({ name }: { name: string }) {
  const initials = initialsOf(name);
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink="0"
      boxSize="6"
      rounded="full"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="2xs"
      fontWeight="semibold"
      lineHeight="1"
    >
      {initials ?? <FiUser aria-hidden />}
    </Box>
  );
}

function AccountLink({ name, block = false }: { name: string; block?: boolean }) {
  return (
    <Link
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="2"
      py="1.5"
      rounded="full"
      maxW={block ? "100%" : "14rem"}
      color="fg"
      fontSize="sm"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: "bg.muted", textDecoration: "none" }}
      _focusVisible={focusRing}
      css={activeLink}
    >
      <NavLink to={paths.app.profile.getHref()} title="Your account">
        <Initials name={name} />
        <Text as="span" truncate>
          {name}
        </Text>
      </NavLink>
    </Link>
  );
}

function useLogoutAndLeave() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      navigate(paths.auth.login.getHref(), { replace: true });
    }
  };
  return { busy, run };
}

/**
 * The fixed top navigation (SPEC section 2). Logged out: Home, Pricing, Login, Sign Up.
 * Logged in: the six tools, the user's name (else email, else 'Account') linking to /profile, and Logout.
 * Below the lg breakpoint the links move into a menu that closes on every route change and on Escape.
 */
export function NavBar() {
  const { record, displayName } = useCurrentUser();
  const loggedIn = Boolean(record?.accessToken);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { busy, run: onLogout } = useLogoutAndLeave();

  // Every navigation (even to the same path) gets a new location key: close the menu then, before the paint.
  useLayoutEffect(() => {
    setMenuOpen(false);
  }, [location.key, location.pathname, location.search]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  const links = loggedIn ? APP_LINKS : PUBLIC_LINKS;

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
      onKeyDown={onMenuKeyDown}
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex as="nav" aria-label="Main" h={NAV_HEIGHT} align="center" gap="4">
          <BrandLogo />

          <Flex as="ul" listStyleType="none" gap="1" align="center" hideBelow="lg" flex="1" ms="4">
            {links.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </Flex>
          <Box flex="1" hideFrom="lg" />

          <Flex align="center" gap="2" hideBelow="lg">
            {loggedIn ? (
              <>
                <AccountLink name={displayName} />
                <Button variant="outline" size="sm" onClick={onLogout} disabled={busy} _focusVisible={focusRing}>
                  <FiLogOut aria-hidden="true" />
                  Logout
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm" _focusVisible={focusRing}>
                  <RouterLink to={paths.auth.login.getHref()}>Login</RouterLink>
                </Button>
                <Button asChild colorPalette="brand" size="sm" _focusVisible={focusRing}>
                  <RouterLink to={paths.auth.signup.getHref()}>Sign Up</RouterLink>
                </Button>
              </>
            )}
          </Flex>

          <IconButton
            ref={toggleRef}
            hideFrom="lg"
            variant="ghost"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            _focusVisible={focusRing}
          >
            {menuOpen ? <FiX /> : <FiMenu />}
          </IconButton>
        </Flex>
      </Container>

      {menuOpen && (
        <Box
          as="nav"
          id={menuId}
          aria-label="Mobile"
          hideFrom="lg"
          borderTopWidth="1px"
          borderColor="border.muted"
          bg="bg"
          shadow="md"
          maxH={`calc(100dvh - ${NAV_HEIGHT})`}
          overflowY="auto"
        >
          <Container maxW="7xl" py="3" px={{ base: "4", md: "6" }}>
            <Stack as="ul" listStyleType="none" gap="1">
              {links.map((item) => (
                <li key={item.to}>
                  <NavLinkItem item={item} block />
                </li>
              ))}
            </Stack>
            <Separator my="3" />
            {loggedIn ? (
              <Flex align="center" justify="space-between" gap="3" wrap="wrap">
                <AccountLink name={displayName} block />
                <Button variant="outline" size="sm" onClick={onLogout} disabled={busy}>
                  <FiLogOut aria-hidden="true" />
                  Logout
                </Button>
              </Flex>
            ) : (
              <Flex gap="3">
                <Button asChild variant="outline" flex="1">
                  <RouterLink to={paths.auth.login.getHref()}>Login</RouterLink>
                </Button>
                <Button asChild colorPalette="brand" flex="1">
                  <RouterLink to={paths.auth.signup.getHref()}>Sign Up</RouterLink>
                </Button>
              </Flex>
            )}
          </Container>
        </Box>
      )}
    </Box>
  );
}
