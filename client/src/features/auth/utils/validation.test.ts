import { describe, expect, it } from "vitest";
import { hasErrors, isEmail, MESSAGES, validateLogin, validateSignup } from "./validation";

describe("login rules", () => {
  it("require the email", () => {
    expect(validateLogin({ email: "", password: "secret" })).toEqual({ email: MESSAGES.emailRequired });
    expect(validateLogin({ email: "   ", password: "secret" })).toEqual({ email: MESSAGES.emailRequired });
  });

  it("require the email to be an email", () => {
    for (const bad of ["priya", "priya@", "@example.com", "priya@example", "pri ya@example.com"]) {
      expect(validateLogin({ email: bad, password: "secret" })).toEqual({ email: MESSAGES.emailInvalid });
    }
    expect(validateLogin({ email: " priya@example.in ", password: "x" })).toEqual({});
  });

  it("require the password (any length)", () => {
    expect(validateLogin({ email: "priya@example.in", password: "" })).toEqual({ password: MESSAGES.passwordRequired });
    expect(validateLogin({ email: "priya@example.in", password: "x" })).toEqual({});
  });

  it("report both fields at once", () => {
    expect(validateLogin({ email: "", password: "" })).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
  });
});

describe("signup rules", () => {
  const valid = { name: "Priya Sharma", email: "priya@example.in", password: "secret1", confirmPassword: "secret1" };

  it("accept a complete form", () => {
    expect(validateSignup(valid)).toEqual({});
    expect(hasErrors(validateSignup(valid))).toBe(false);
  });

  it("require all four fields", () => {
    expect(validateSignup({ name: "", email: "", password: "", confirmPassword: "" })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmRequired,
    });
    expect(validateSignup({ ...valid, name: "  " })).toEqual({ name: MESSAGES.nameRequired });
    expect(validateSignup({ ...valid, confirmPassword: "" })).toEqual({ confirmPassword: MESSAGES.confirmRequired });
  });

  it("reject an email that is not an email", () => {
    expect(validateSignup({ ...valid, email: "priya.example.in" })).toEqual({ email: MESSAGES.emailInvalid });
  });

  it("say 'Passwords do not match' when the confirmation differs", () => {
    expect(validateSignup({ ...valid, confirmPassword: "secret2" })).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("say 'Password must be at least 6 characters' for a short password", () => {
    expect(validateSignup({ ...valid, password: "abc12", confirmPassword: "abc12" })).toEqual({
      password: "Password must be at least 6 characters",
    });
    expect(validateSignup({ ...valid, password: "abc123", confirmPassword: "abc123" })).toEqual({});
  });

  it("check the match before the length", () => {
    const errors = validateSignup({ ...valid, password: "abc", confirmPassword: "abd" });
    expect(errors).toEqual({ confirmPassword: "Passwords do not match" });
    expect(Object.values(errors)).not.toContain("Password must be at least 6 characters");
  });
});

describe("isEmail", () => {
  it("accepts ordinary addresses", () => {
    expect(isEmail("a.b+jobs@mail.co.in")).toBe(true);
    expect(isEmail("nope")).toBe(false);
  });
});
