import { Box, Button, Card, Code, Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { FiDownload, FiFile, FiFileText } from "react-icons/fi";
import type { PlanId } from "../../../api/generated/model";
import { toaster } from "../../../components/ui/toaster";
import { docxFileName } from "../utils/files";
import { BuildErrorAlert } from "./tailoring-alert";

interface ExportTabProps {
  name: string;
  onDownloadWord: () => void;
  isDownloading: boolean;
  error: unknown;
  planId: PlanId | undefined;
}

/** SPEC section 2, Export: a Word download and a PDF button that only says 'PDF export coming soon!'. */
export function ExportTab({ name, onDownloadWord, isDownloading, error, planId }: ExportTabProps) {
  return (
    <Box maxW="4xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Card.Root as="section" aria-labelledby="word-heading" variant="outline" rounded="2xl">
          <Card.Body gap="3">
            <Flex align="center" gap="3">
              <Flex boxSize="10" rounded="lg" bg="blue.subtle" color="blue.fg" align="center" justify="center" aria-hidden="true">
                <FiFileText size={20} />
              </Flex>
              <Card.Title as="h2" id="word-heading" fontSize="lg">
                Word document
              </Card.Title>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              An ATS-safe .docx: standard headings, real bullet lists, one column, no tables or text boxes. Edit it in Word or
              Google Docs.
            </Text>
            <Text fontSize="sm">
              Saved as <Code>{docxFileName(name)}</Code>
            </Text>
            <Button colorPalette="brand" onClick={onDownloadWord} loading={isDownloading} loadingText="Preparing..." alignSelf="flex-start">
              <FiDownload aria-hidden="true" />
              Download Word
            </Button>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="pdf-heading" variant="outline" rounded="2xl">
          <Card.Body gap="3">
            <Flex align="center" gap="3">
              <Flex boxSize="10" rounded="lg" bg="red.subtle" color="red.fg" align="center" justify="center" aria-hidden="true">
                <FiFile size={20} />
              </Flex>
              <Card.Title as="h2" id="pdf-heading" fontSize="lg">
                PDF
              </Card.Title>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              A print-ready PDF of the same resume.
            </Text>
            <Button
              variant="outline"
              alignSelf="flex-start"
              onClick={() => toaster.create({ title: "PDF export coming soon!", type: "info" })}
            >
              <FiDownload aria-hidden="true" />
              Download PDF
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Box mt="5">
        <BuildErrorAlert error={error} planId={planId} title="Word export failed" />
      </Box>
    </Box>
  );
}
