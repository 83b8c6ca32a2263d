import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/http";
import { passwordChangedText, placeError, SHORT_PASSWORD, validatePassword, validateProfile } from "./account-form";
import { formatAmount, formatDate } from "./billing";

describe("account form rules", () => {
  it("needs a name and a valid email; a new email needs the current password", () => {
    expect(validateProfile({ name: " ", email: "priya@example.in", currentPassword: "" }, "priya@example.in")).toEqual({ name: "Please enter your full name." });
    expect(validateProfile({ name: "Priya", email: "priya@", currentPassword: "" }, "priya@example.in")).toEqual({ email: "Please enter a valid email address." });
    expect(validateProfile({ name: "Priya", email: " PRIYA@example.in ", currentPassword: "" }, "priya@example.in")).toEqual({});
    expect(validateProfile({ name: "Priya", email: "new@example.in", currentPassword: "" }, "priya@example.in")).toEqual({ currentPassword: "Enter your current password to change your email." });
  });

  it("applies the password policy with the signup form's wording", () => {
    expect(validatePassword({ currentPassword: "", newPassword: "12345" })).toEqual({ currentPassword: "Please enter your current password.", newPassword: SHORT_PASSWORD });
    expect(validatePassword({ currentPassword: "same-pass", newPassword: "same-pass" }).newPassword).toBe("Please choose a new password that is different from your current one.");
    expect(validatePassword({ currentPassword: "old-pass", newPassword: "123456" })).toEqual({});
  });

  it("says what happened to the other sessions", () => {
    expect(passwordChangedText(0)).toBe("You're still signed in here.");
    expect(passwordChangedText(1)).toBe("You're still signed in here; 1 other session was signed out.");
    expect(passwordChangedText(3)).toBe("You're still signed in here; 3 other sessions were signed out.");
  });

  it("places an error on the field it is about, else above the form", () => {
    const fields = { current_password: "currentPassword", email: "email" } as const;
    expect(placeError(new ApiError("Wrong", 403), fields, { 403: "currentPassword" })).toEqual({ field: "currentPassword", message: "Wrong" });
    expect(placeError(new ApiError("email: bad", 400, { errors: [{ path: "/body/email", message: "bad" }] }), fields, {})).toEqual({ field: "email", message: "email: bad" });
    expect(placeError(new ApiError("Busy", 429), fields, { 403: "currentPassword" })).toEqual({ message: "Busy" });
  });
});

describe("billing formats", () => {
  it("shows paise as rupees, with paise only when there are any", () => {
    expect(formatAmount(19900, "INR")).toBe("₹199");
    expect(formatAmount(19950, "INR")).toBe("₹199.50");
    expect(formatAmount(3999900, "INR")).toBe("₹39,999");
  });

  it("shows dates the Indian way, and nothing for a bad one", () => {
    expect(formatDate("2026-12-18T09:30:00.000Z")).toBe("18 Dec 2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("soon")).toBe("");
  });
});
