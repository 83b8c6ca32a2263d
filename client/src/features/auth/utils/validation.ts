/**
 * Form rules of SPEC section 5 for the login and signup screens. Pure functions: each returns the messages
 * to show next to each field; an empty object means the form may be sent.
 */
export const PASSWORD_MIN_LENGTH = 6; // SPEC section 9

export const MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  passwordRequired: "Password is required",
  nameRequired: "Full name is required",
  confirmRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

// One @, something on both sides, a dot in the domain, no spaces: what `type="email"` accepts, near enough.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function emailError(email: string): string | undefined {
  if (!email.trim()) return MESSAGES.emailRequired;
  if (!isEmail(email)) return MESSAGES.emailInvalid;
  return undefined;
}

/** Login: email required and must be an email; password required. */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

/**
 * Signup: all four fields required; then 'Passwords do not match' when the confirmation differs, checked BEFORE
 * 'Password must be at least 6 characters' (a mismatch hides the length message).
 */
export function validateSignup(values: SignupValues): FieldErrors<SignupValues> {
  const errors: FieldErrors<SignupValues> = {};
  if (!values.name.trim()) errors.name = MESSAGES.nameRequired;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  if (!values.confirmPassword) errors.confirmPassword = MESSAGES.confirmRequired;
  if (values.password && values.confirmPassword) {
    if (values.password !== values.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
    else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort;
  }
  return errors;
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(Boolean);
}
