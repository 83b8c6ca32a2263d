import { Button, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FiRefreshCw } from "react-icons/fi";
import type { Preferences } from "../../../api/generated/model";
import { ErrorAlert, StatusAlert } from "../../../components/ui/error-alert";
import { toaster } from "../../../components/ui/toaster";
import { usePreferences, usePreferencesMutation } from "../api/use-account";
import { changedSwitches, notificationValues, type NotificationSwitch, type NotificationValues } from "../utils/account-form";
import { SectionCard } from "./section-card";
import { SettingSwitch } from "./setting-switch";

const EMAIL: Array<{ key: NotificationSwitch; label: string; description: string }> = [
  { key: "job_alert_emails", label: "Job Alert Notifications", description: "New roles that match your profile." },
  { key: "application_update_emails", label: "Application Updates", description: "Progress on the applications you send." },
  { key: "product_news_emails", label: "Product News & Updates", description: "New tools and improvements." },
  { key: "weekly_tips_emails", label: "Weekly Career Tips", description: "A weekly digest of tips from your own searches and practice." },
];

const PUSH: Array<{ key: NotificationSwitch; label: string }> = [
  { key: "push_job_alerts", label: "Job Alerts" },
  { key: "push_messages", label: "Messages" },
];

function NotificationsForm({ preferences }: { preferences: Preferences }) {
  const [values, setValues] = useState<NotificationValues>(() => notificationValues(preferences));
  const mutation = usePreferencesMutation();
  const dirty = Object.keys(changedSwitches(values, preferences)).length > 0;
  const set = (key: NotificationSwitch) => (checked: boolean) => setValues((v) => ({ ...v, [key]: checked }));

  const save = async () => {
    if (mutation.isPending) return;
    try {
      await mutation.save(values);
      toaster.create({ title: "Preferences saved", description: "Your notification choices are stored on your account.", type: "success" });
    } catch {
      // The error shows above the button.
    }
  };

  return (
    <Stack gap="6">
      {!preferences.email_notifications && (
        <StatusAlert
          status="info"
          title="Email Notifications is off"
          message="No email is sent while it is off in Settings, whatever you choose here. Your choices are kept for when you turn it back on."
        />
      )}
      <SectionCard title="Email notifications">
        <Stack separator={<Separator />} gap="0">
          {EMAIL.map(({ key, label, description }) => (
            <SettingSwitch key={key} label={label} description={description} checked={values[key]} onCheckedChange={set(key)} />
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Push notifications">
        <Stack separator={<Separator />} gap="0">
          {PUSH.map(({ key, label }) => (
            <SettingSwitch key={key} label={label} checked={values[key]} onCheckedChange={set(key)} />
          ))}
        </Stack>
      </SectionCard>
      <ErrorAlert error={mutation.error} title="Your preferences were not saved" />
      <Stack direction="row" align="center" gap="4" wrap="wrap">
        <Button colorPalette="brand" type="button" onClick={() => void save()} loading={mutation.isPending} loadingText="Saving…">
          Save Preferences
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {dirty ? "You have unsaved changes." : preferences.updated_at ? "All changes saved." : ""}
        </Text>
      </Stack>
    </Stack>
  );
}

/** Email and push toggles, stored on the account by 'Save Preferences' (SPEC section 2). */
export function NotificationsTab() {
  const preferences = usePreferences();
  if (preferences.isPending) {
    return (
      <Stack gap="4" role="status" aria-busy="true" aria-label="Loading your preferences">
        <Skeleton height="48" rounded="xl" />
        <Skeleton height="32" rounded="xl" />
      </Stack>
    );
  }
  if (preferences.isError) {
    return (
      <Stack gap="3" align="flex-start">
        <ErrorAlert error={preferences.error} title="We couldn't load your preferences" />
        <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
          <FiRefreshCw aria-hidden="true" /> Try again
        </Button>
      </Stack>
    );
  }
  return <NotificationsForm preferences={preferences.data} />;
}
