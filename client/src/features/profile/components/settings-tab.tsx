import { Badge, Button, Flex, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FiRefreshCw } from "react-icons/fi";
import type { Preferences } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { FormField } from "../../../components/ui/form-field";
import { toaster } from "../../../components/ui/toaster";
import { usePasswordMutation, usePreferences, usePreferencesMutation } from "../api/use-account";
import { passwordChangedText, placeError, validatePassword, type FieldErrors, type PasswordValues } from "../utils/account-form";
import { SectionCard } from "./section-card";
import { SettingSwitch } from "./setting-switch";

type PrivacySwitch = "private_profile" | "email_notifications";

const PRIVACY: Array<{ key: PrivacySwitch; label: string; description: string }> = [
  { key: "private_profile", label: "Private Profile", description: "Keep your profile hidden from recruiters and employers." },
  { key: "email_notifications", label: "Email Notifications", description: "Any email from Hirewise. Choose which ones on the Notifications tab." },
];

/** Private Profile and Email Notifications, each saved as soon as it is switched. */
function AccountSwitches({ preferences }: { preferences: Preferences }) {
  const mutation = usePreferencesMutation();
  // The value being saved shows at once; the stored one comes back with the answer (or stays on failure).
  const [pending, setPending] = useState<Partial<Record<PrivacySwitch, boolean>>>({});

  const toggle = async (key: PrivacySwitch, label: string, checked: boolean) => {
    setPending((p) => ({ ...p, [key]: checked }));
    try {
      await mutation.save({ [key]: checked });
      toaster.create({ title: "Settings saved", description: `${label} is ${checked ? "on" : "off"}.`, type: "success" });
    } catch (error) {
      toaster.create({ title: `${label} was not changed`, description: error instanceof Error ? error.message : undefined, type: "error" });
    } finally {
      setPending((p) => ({ ...p, [key]: undefined }));
    }
  };

  return (
    <Stack separator={<Separator />} gap="0">
      {PRIVACY.map(({ key, label, description }) => (
        <SettingSwitch
          key={key}
          label={label}
          description={description}
          checked={pending[key] ?? preferences[key]}
          disabled={pending[key] !== undefined}
          onCheckedChange={(checked) => void toggle(key, label, checked)}
        />
      ))}
      <Flex justify="space-between" align="center" gap="4" py="3" role="group" aria-labelledby="two-factor-label">
        <Stack gap="0.5">
          <Text fontWeight="medium" id="two-factor-label">
            Two-Factor Authentication
          </Text>
          <Text fontSize="sm" color="fg.muted">
            A second step when you log in is not available on Hirewise yet. Your password protects your account.
          </Text>
        </Stack>
        <Badge variant="outline" colorPalette="gray" flexShrink="0">
          Not available yet
        </Badge>
      </Flex>
    </Stack>
  );
}

function SwitchesSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading your settings">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="10" />
      ))}
    </Stack>
  );
}

/** Current and new password; on success every other session of the account is signed out. */
function ChangePasswordForm() {
  const [values, setValues] = useState<PasswordValues>({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = usePasswordMutation();

  const set = (field: keyof PasswordValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFormError(null);
    const found = validatePassword(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const result = await change.mutateAsync({ data: { current_password: values.currentPassword, new_password: values.newPassword } });
      setValues({ currentPassword: "", newPassword: "" });
      toaster.create({ title: "Password updated", description: passwordChangedText(result.other_sessions_ended), type: "success" });
    } catch (error) {
      const placed = placeError<keyof PasswordValues>(error, { current_password: "currentPassword", new_password: "newPassword" }, { 403: "currentPassword" });
      if (placed.field) setErrors({ [placed.field]: placed.message });
      else setFormError(placed.message);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Change Password" noValidate>
      <Stack gap="4" maxW="md">
        <ErrorAlert error={formError} />
        <FormField
          label="Current Password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set("currentPassword")}
          error={errors.currentPassword}
        />
        <FormField
          label="New Password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set("newPassword")}
          error={errors.newPassword}
          helperText="At least 6 characters. Your other signed-in devices will be signed out."
        />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isPending} loadingText="Updating…">
          Update Password
        </Button>
      </Stack>
    </form>
  );
}

/** Privacy and security: the account switches (saved when switched) and Change Password (SPEC section 2). */
export function SettingsTab() {
  const preferences = usePreferences();
  return (
    <Stack gap="6">
      <SectionCard title="Account settings" description="Changes are saved as soon as you switch them.">
        {preferences.isPending ? (
          <SwitchesSkeleton />
        ) : preferences.isError ? (
          <Stack gap="3" align="flex-start">
            <ErrorAlert error={preferences.error} title="We couldn't load your settings" />
            <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
              <FiRefreshCw aria-hidden="true" /> Try again
            </Button>
          </Stack>
        ) : (
          <AccountSwitches preferences={preferences.data} />
        )}
      </SectionCard>
      <SectionCard title="Change Password">
        <ChangePasswordForm />
      </SectionCard>
    </Stack>
  );
}
