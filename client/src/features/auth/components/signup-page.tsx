import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { FormField } from "../../../components/ui/form-field";
import { paths } from "../../../config/paths";
import { useSignupMutation } from "../api/use-auth-mutations";
import { hasErrors, PASSWORD_MIN_LENGTH, validateSignup, type FieldErrors, type SignupValues } from "../utils/validation";
import { AuthShell } from "./auth-shell";

const FIELD_ORDER: Array<keyof SignupValues> = ["name", "email", "password", "confirmPassword"];

/** SPEC section 2, Signup. The confirmation is checked here and never sent. Success goes to /dashboard. */
export default function SignupPage() {
  const navigate = useNavigate();
  const signupMutation = useSignupMutation();
  const [values, setValues] = useState<SignupValues>({ name: "", email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<SignupValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<keyof SignupValues, HTMLInputElement | null>>>({});
  const busy = signupMutation.isPending;

  const onChange = (field: keyof SignupValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateSignup(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateSignup(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    signupMutation.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      { onSuccess: () => navigate(paths.app.dashboard.getHref(), { replace: true }) },
    );
  };

  const bind = (field: keyof SignupValues) => ({
    ref: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
    name: field,
    value: values[field],
    onChange: onChange(field),
    error: errors[field],
  });

  return (
    <AuthShell title="Create your account" subtitle="Start finding roles, practising interviews and building resumes.">
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="5">
          <ErrorAlert error={signupMutation.error} />
          <FormField label="Full name" autoComplete="name" placeholder="Priya Sharma" {...bind("name")} />
          <FormField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...bind("email")} />
          <FormField
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
            {...bind("password")}
          />
          <FormField label="Confirm Password" type="password" autoComplete="new-password" {...bind("confirmPassword")} />
          <Button type="submit" colorPalette="brand" size="lg" disabled={busy} aria-busy={busy}>
            {busy ? "Creating…" : "Sign up"}
          </Button>
          <Text textAlign="center" fontSize="sm">
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.auth.login.getHref()}>Already have an account? Log in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
