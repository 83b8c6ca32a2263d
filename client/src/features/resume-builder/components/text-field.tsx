import { Field, Input, Textarea, type InputProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: ReactNode;
  placeholder?: string;
  /** Renders a textarea with this many rows. */
  rows?: number;
  type?: InputProps["type"];
  autoComplete?: string;
  inputMode?: InputProps["inputMode"];
}

/** A labelled input or textarea for the builder form. */
export function TextField({ label, value, onChange, helperText, placeholder, rows, type = "text", autoComplete, inputMode }: TextFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {rows ? (
        <Textarea value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} rows={rows} autoresize={false} />
      ) : (
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
