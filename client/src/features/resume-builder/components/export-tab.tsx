import { Badge, Box, Button, Card, Code, Flex, Heading, RadioCard, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FiDownload, FiFile, FiFileText, FiLock } from "react-icons/fi";
import { useListResumeTemplates } from "../../../api/generated/endpoints/resume-builder/resume-builder";
import type { PlanId, ResumeTemplateId } from "../../../api/generated/model";
import { docxFileName, pdfFileName } from "../utils/files";
import { BuildErrorAlert } from "./tailoring-alert";

interface ExportTabProps {
  name: string;
  template: ResumeTemplateId;
  onTemplate: (template: ResumeTemplateId) => void;
  onDownloadWord: () => void;
  onDownloadPdf: () => void;
  downloading: "word" | "pdf" | null;
  error: unknown;
  planId: PlanId | undefined;
}

const PLAN_NAMES: Record<PlanId, string> = { free: "Free", starter: "Starter", pro: "Pro", pro_plus: "Pro Plus" };

/** Export: pick an ATS template (the plan decides how many are open), then download it as Word or PDF. */
export function ExportTab({ name, template, onTemplate, onDownloadWord, onDownloadPdf, downloading, error, planId }: ExportTabProps) {
  const templates = useListResumeTemplates();
  const list = templates.data?.templates ?? [];
  return (
    <Box maxW="4xl">
      <Stack gap="5">
        <Card.Root as="section" aria-labelledby="template-heading" variant="outline" rounded="2xl">
          <Card.Body gap="3">
            <Heading as="h2" id="template-heading" size="md">
              Template
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Every template is one column of real text with standard headings, so applicant tracking systems read it the same way.
            </Text>
            {templates.isPending ? (
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" role="status" aria-busy="true" aria-label="Loading templates">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height="92px" rounded="xl" />
                ))}
              </SimpleGrid>
            ) : (
              <RadioCard.Root
                value={template}
                onValueChange={(e) => e.value && onTemplate(e.value as ResumeTemplateId)}
                colorPalette="brand"
                aria-labelledby="template-heading"
              >
                <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
                  {list.map((t) => (
                    <RadioCard.Item key={t.id} value={t.id} disabled={!t.available}>
                      <RadioCard.ItemHiddenInput />
                      <RadioCard.ItemControl>
                        <RadioCard.ItemContent>
                          <Flex align="center" gap="2">
                            <RadioCard.ItemText fontWeight="semibold">{t.name}</RadioCard.ItemText>
                            {!t.available && (
                              <Badge size="sm" colorPalette="gray" variant="surface">
                                <FiLock aria-hidden="true" />
                                {PLAN_NAMES[t.plan_required]}
                              </Badge>
                            )}
                          </Flex>
                          <RadioCard.ItemDescription>
                            {t.description}
                            {!t.available ? ` Comes with ${PLAN_NAMES[t.plan_required]} and above.` : ""}
                          </RadioCard.ItemDescription>
                        </RadioCard.ItemContent>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </SimpleGrid>
              </RadioCard.Root>
            )}
          </Card.Body>
        </Card.Root>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <DownloadCard
            id="word-heading"
            title="Word document"
            icon={<FiFileText size={20} />}
            palette="blue"
            text="An ATS-safe .docx: standard headings, real bullet lists, one column, no tables or text boxes. Edit it in Word or Google Docs."
            fileName={docxFileName(name)}
            label="Download Word"
            primary
            onClick={onDownloadWord}
            busy={downloading === "word"}
            blocked={downloading === "pdf"}
          />
          <DownloadCard
            id="pdf-heading"
            title="PDF"
            icon={<FiFile size={20} />}
            palette="red"
            text="A print-ready PDF of the same resume, with its fonts embedded so it looks the same everywhere."
            fileName={pdfFileName(name)}
            label="Download PDF"
            onClick={onDownloadPdf}
            busy={downloading === "pdf"}
            blocked={downloading === "word"}
          />
        </SimpleGrid>
      </Stack>
      <Box mt="5">
        <BuildErrorAlert error={error} planId={planId} title="Export failed" />
      </Box>
    </Box>
  );
}

interface DownloadCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  palette: "blue" | "red";
  text: string;
  fileName: string;
  label: string;
  primary?: boolean;
  onClick: () => void;
  /** This download is being prepared. */
  busy: boolean;
  /** The other download is being prepared. */
  blocked: boolean;
}

/** One export format: what it is, the file name it saves under, and its download button. */
function DownloadCard({ id, title, icon, palette, text, fileName, label, primary = false, onClick, busy, blocked }: DownloadCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" rounded="2xl">
      <Card.Body gap="3">
        <Flex align="center" gap="3">
          <Flex boxSize="10" rounded="lg" bg={`${palette}.subtle`} color={`${palette}.fg`} align="center" justify="center" aria-hidden="true">
            {icon}
          </Flex>
          <Card.Title as="h2" id={id} fontSize="lg">
            {title}
          </Card.Title>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
        <Text fontSize="sm">
          Saved as <Code>{fileName}</Code>
        </Text>
        <Button
          {...(primary ? { colorPalette: "brand" } : { variant: "outline" as const })}
          onClick={onClick}
          loading={busy}
          loadingText="Preparing..."
          disabled={blocked}
          alignSelf="flex-start"
        >
          <FiDownload aria-hidden="true" />
          {label}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
