import { Card, SimpleGrid } from "@chakra-ui/react";
import type { BasicField, BasicInfo } from "../utils/form";
import { CHECK_HIGHLIGHT } from "./review-alert";
import { TextField } from "./text-field";

/**
 * SPEC section 3: name, email, phone, location, headline, summary, skills, target role, target company, education;
 * and certifications, languages and links, so the form shows the whole stored resume (nothing is lost on a save).
 */
export function BasicInfoForm({ info, onChange, check = false }: { info: BasicInfo; onChange: (field: BasicField, value: string) => void; check?: boolean }) {
  const field = (name: BasicField) => ({ value: info[name], onChange: (value: string) => onChange(name, value) });
  return (
    <Card.Root as="section" aria-labelledby="basic-heading" variant="outline" rounded="2xl" {...(check ? CHECK_HIGHLIGHT : {})}>
      <Card.Header pb="2">
        <Card.Title as="h2" id="basic-heading" fontSize="lg">
          Basic information
        </Card.Title>
        <Card.Description>Who you are and the role you are aiming for.</Card.Description>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Full name" autoComplete="name" {...field("name")} />
          <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
          <TextField label="Location" autoComplete="address-level2" placeholder="Bengaluru, India" {...field("location")} />
          <TextField label="Target role" placeholder="e.g. Data Analyst" {...field("target_role")} />
          <TextField label="Target company" placeholder="Optional" {...field("target_company")} />
        </SimpleGrid>
        <SimpleGrid columns={1} gap="4" mt="4">
          <TextField label="Headline" placeholder="e.g. Data analyst who turns retail data into decisions" {...field("headline")} />
          <TextField label="Summary" rows={4} {...field("summary")} />
          <TextField label="Skills" helperText="Comma-separated, e.g. SQL, Power BI, Python" {...field("skills")} />
          <TextField label="Education" rows={3} helperText="One per line" {...field("education")} />
          <TextField label="Certifications" rows={2} helperText="One per line" {...field("certifications")} />
          <TextField label="Languages" helperText="Comma-separated, e.g. English, Hindi" {...field("languages")} />
          <TextField label="Links" rows={2} helperText="LinkedIn, portfolio or GitHub, one per line" {...field("links")} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
