import { Button, DataList, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { FormField } from "../../../components/ui/form-field";
import { toaster } from "../../../components/ui/toaster";
import { planDisplayName } from "../../../config/plans";
import { useSubscriptionRecord } from "../../../lib/subscription-store";
import type { CurrentUser } from "../../../hooks/use-current-user";
import { useProfileMutation } from "../api/use-account";
import { emailChanged, normaliseEmail, placeError, validateProfile, type FieldErrors, type ProfileValues } from "../utils/account-form";
import { SectionCard } from "./section-card";

/** The 'Update Profile' form: name and email; a new email needs the current password. */
function UpdateProfileForm({ name, email }: { name: string; email: string }) {
  const [values, setValues] = useState<ProfileValues>({ name, email, currentPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useProfileMutation();
  const changingEmail = emailChanged(values, email);
  const unchanged = values.name.trim() === name && !changingEmail;

  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    const found = validateProfile(values, email);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const user = await update.mutateAsync({
        data: { name: values.name.trim(), ...(changingEmail ? { email: normaliseEmail(values.email), current_password: values.currentPassword } : {}) },
      });
      toaster.create({
        title: "Profile updated",
        description: changingEmail ? `Log in with ${user.email} from now on.` : "Your name is saved.",
        type: "success",
      });
    } catch (error) {
      const placed = placeError<keyof ProfileValues>(error, { name: "name", email: "email", current_password: "currentPassword" }, { 403: "currentPassword", 409: "email" });
      if (placed.field) setErrors({ [placed.field]: placed.message });
      else setFormError(placed.message);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Update Profile" noValidate>
      <Stack gap="4" maxW="md">
        <ErrorAlert error={formError} />
        <FormField label="Name" name="name" autoComplete="name" value={values.name} onChange={set("name")} error={errors.name} required />
        <FormField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errors.email} required />
        {changingEmail && (
          <FormField
            label="Current Password"
            name="current-password"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set("currentPassword")}
            error={errors.currentPassword}
            helperText="To change your email, confirm it's you."
            required
          />
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={update.isPending} loadingText="Updating…" disabled={unchanged && !update.isPending}>
          Update Profile
        </Button>
        {unchanged && (
          <Text fontSize="sm" color="fg.muted">
            Change your name or email to update them.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** Email, name or 'Not provided', user ID or 'N/A', plan name; then the 'Update Profile' form (SPEC section 2). */
export function ProfileTab({ me }: { me: CurrentUser }) {
  const id = me.user?.id || me.record?.id || "";
  // A server that sends only SPEC section 3's user fields says no plan: the stored subscription's (pro_plus by default).
  const storedPlan = useSubscriptionRecord().planId;
  const rows: Array<[string, React.ReactNode]> = [
    ["Email", me.email || "Not provided"],
    ["Name", me.name || "Not provided"],
    ["User ID", id || "N/A"],
    ["Plan", me.isLoading ? <Skeleton height="4" width="20" /> : planDisplayName(me.plan ?? storedPlan)],
  ];
  return (
    <Stack gap="6">
      <SectionCard title="Profile information" description="The details on your Hirewise account.">
        <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} size="lg">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </SectionCard>
      <SectionCard title="Update Profile" description="Your name appears across Hirewise; your email is the one you log in with.">
        {/* Starts again from the account as stored whenever it changes (loaded, or just updated). */}
        <UpdateProfileForm key={`${me.user?.id ?? "pending"}|${me.name}|${me.email}`} name={me.name} email={me.email} />
      </SectionCard>
    </Stack>
  );
}
