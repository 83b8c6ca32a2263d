import { Field, Input, type InputProps } from "@chakra-ui/react";
import { forwardRef, type ReactNode } from "react";

interface FormFieldProps extends Omit<InputProps, "size"> {
  label: string;
  /** The validation message; the field is marked invalid while there is one. */
  error?: string;
  helperText?: ReactNode;
}

/** A labelled text input with its error message, wired for screen readers (label, aria-invalid, aria-describedby). */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, helperText, ...inputProps },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} size="lg" {...inputProps} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
