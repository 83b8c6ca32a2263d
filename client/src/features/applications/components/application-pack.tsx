import { Badge, Box, Button, Flex, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FiDownload, FiFileText } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { downloadApplicationPackDocx, downloadApplicationPackPdf } from "../../../api/generated/endpoints/applications/applications";
import type { ApplicationPack } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";
import { saveBlob } from "../../../lib/save-blob";

/**
 * What Auto-Apply prepared for a posting it could not submit: the tailored resume (Word and PDF), the cover letter
 * and answers to the usual screening questions, with the ones the profile lacks marked for the user to fill in.
 */
export function ApplicationPackView({ applicationId, pack, onOpenLetter }: { applicationId: string; pack: ApplicationPack; onOpenLetter: (id: string) => void }) {
  const [busy, setBusy] = useState<"docx" | "pdf" | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = async (format: "docx" | "pdf") => {
    setBusy(format);
    setError(null);
    try {
      const blob = format === "docx" ? await downloadApplicationPackDocx(applicationId) : await downloadApplicationPackPdf(applicationId);
      saveBlob(blob, format === "docx" ? pack.resume_docx_name : pack.resume_pdf_name);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box as="section" aria-label="Application pack" borderWidth="1px" rounded="xl" p="3" bg="blue.subtle/40">
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            Application pack
          </Heading>
          {pack.missing_answers > 0 && (
            <Badge colorPalette="orange" variant="subtle">
              {pack.missing_answers} answer{pack.missing_answers === 1 ? "" : "s"} to fill in
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Your resume tailored to this posting{pack.highlighted_skills.length ? ` (bringing forward ${pack.highlighted_skills.join(", ")})` : ""}, a cover letter and answers to the usual screening questions. Only facts from your resume and your answers are used.
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void download("docx")} loading={busy === "docx"} loadingText="Preparing..." aria-label={`Download the tailored resume as Word (${pack.resume_docx_name})`}>
            <FiDownload aria-hidden="true" /> Resume (.docx)
          </Button>
          <Button size="sm" variant="outline" onClick={() => void download("pdf")} loading={busy === "pdf"} loadingText="Preparing..." aria-label={`Download the tailored resume as PDF (${pack.resume_pdf_name})`}>
            <FiDownload aria-hidden="true" /> Resume (PDF)
          </Button>
          {pack.cover_letter && (
            <Button size="sm" variant="outline" onClick={() => onOpenLetter(pack.cover_letter!.id)}>
              <FiFileText aria-hidden="true" /> Cover letter
            </Button>
          )}
        </Flex>
        <ErrorAlert error={error} title="The download did not work" />
        <Box>
          <Heading as="h4" size="xs" mb="1">
            Screening answers
          </Heading>
          <List.Root as="ul" gap="2" fontSize="sm" aria-label="Screening answers" listStyleType="none">
            {pack.answers.map((a) => (
              <List.Item key={a.key} display="block">
                <Text fontWeight="semibold">
                  {a.question}
                </Text>
                <Text color={a.missing ? "orange.fg" : undefined}>
                  {a.missing ? (
                    <>
                      {a.missing_hint}{" "}
                      <Link asChild color="brand.fg">
                        <RouterLink to={`${paths.app.autoApply.getHref()}#screening-answers`}>Fill in screening answers</RouterLink>
                      </Link>
                    </>
                  ) : (
                    a.answer
                  )}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Stack>
    </Box>
  );
}
