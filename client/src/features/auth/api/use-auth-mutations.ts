import { useMutation } from "@tanstack/react-query";
import { login, signup } from "../../../api/auth-client";
import type { LoginRequest, SignupRequest } from "../../../api/generated/model";

/** Log in (the session is stored by the auth client). Errors carry the text for the red alert in `.message`. */
export function useLoginMutation() {
  return useMutation({ mutationFn: (credentials: LoginRequest) => login(credentials) });
}

/** Sign up with name, email and password only: the confirmation never leaves the form. */
export function useSignupMutation() {
  return useMutation({ mutationFn: ({ name, email, password }: SignupRequest) => signup({ name, email, password }) });
}
