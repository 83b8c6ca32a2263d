import { Avatar, Box, Container, Flex, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { FiBell, FiCreditCard, FiSettings, FiUser } from "react-icons/fi";
import { useCurrentUser } from "../../../hooks/use-current-user";
import { BillingTab } from "./billing-tab";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { SettingsTab } from "./settings-tab";

const TABS = [
  { value: "profile", label: "Profile", icon: FiUser },
  { value: "settings", label: "Settings", icon: FiSettings },
  { value: "billing", label: "Billing", icon: FiCreditCard },
  { value: "notifications", label: "Notifications", icon: FiBell },
] as const;

/** SPEC section 2, Account (profile) screen: a header with name or 'User' and the email, then four side tabs. */
export default function ProfilePage() {
  const me = useCurrentUser();
  const heading = me.name || "User";
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Flex
        align="center"
        gap="4"
        mb="8"
        p={{ base: "5", md: "6" }}
        rounded="2xl"
        bgGradient="to-r"
        gradientFrom="brand.600"
        gradientTo="brand.800"
        color="white"
      >
        <Avatar.Root size="xl" bg="white" color="brand.700" aria-hidden="true">
          <Avatar.Fallback name={me.name || undefined} />
        </Avatar.Root>
        <Stack gap="0.5" minW="0">
          <Heading as="h1" size="2xl" truncate>
            {heading}
          </Heading>
          <Text opacity={0.9} overflowWrap="anywhere">
            {me.email}
          </Text>
        </Stack>
      </Flex>

      <Tabs.Root
        defaultValue="profile"
        orientation="vertical"
        variant="subtle"
        colorPalette="brand"
        lazyMount
        flexDirection={{ base: "column", md: "row" }}
        gap={{ base: "4", md: "8" }}
      >
        <Tabs.List
          aria-label="Account sections"
          // A 2 x 2 grid on a phone, so all four sections show without a sideways scroll.
          display={{ base: "grid", md: "flex" }}
          gridTemplateColumns="repeat(2, minmax(0, 1fr))"
          flexDirection="column"
          minW={{ md: "52" }}
          alignSelf="flex-start"
          width={{ base: "full", md: "auto" }}
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} justifyContent="flex-start" flexShrink={0}>
              <Icon aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box flex="1" minW="0">
          <Tabs.Content value="profile" pt="0" ps="0">
            <ProfileTab me={me} />
          </Tabs.Content>
          <Tabs.Content value="settings" pt="0" ps="0">
            <SettingsTab />
          </Tabs.Content>
          <Tabs.Content value="billing" pt="0" ps="0">
            <BillingTab />
          </Tabs.Content>
          <Tabs.Content value="notifications" pt="0" ps="0">
            <NotificationsTab />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}
