import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { FormField } from "../../../components/ui/form-field";
import { paths } from "../../../config/paths";
import { useLoginMutation } from "../api/use-auth-mutations";
import { hasErrors, validateLogin, type FieldErrors, type LoginValues } from "../utils/validation";
import { AuthShell } from "./auth-shell";

const FIELD_ORDER: Array<keyof LoginValues> = ["email", "password"];

/** SPEC section 2, Login. Success goes to /dashboard; failures show in a red alert. */
export default function LoginPage() {
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<keyof LoginValues, HTMLInputElement | null>>>({});
  const busy = loginMutation.isPending;

  const onChange = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    loginMutation.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => navigate(paths.app.dashboard.getHref(), { replace: true }) },
    );
  };

  return (
    <AuthShell title="Welcome back" subtitle="Login to continue to your account">
      <form onSubmit={onSubmit} noValidate aria-label="Login">
        <Stack gap="5">
          <ErrorAlert error={loginMutation.error} />
          <FormField
            ref={(el) => {
              inputs.current.email = el;
            }}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={onChange("email")}
            error={errors.email}
          />
          <FormField
            ref={(el) => {
              inputs.current.password = el;
            }}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={onChange("password")}
            error={errors.password}
          />
          <Button type="submit" colorPalette="brand" size="lg" disabled={busy} aria-busy={busy}>
            {busy ? "Signing in…" : "Login"}
          </Button>
          <Text textAlign="center" fontSize="sm">
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.auth.signup.getHref()}>New here? Create an account</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
