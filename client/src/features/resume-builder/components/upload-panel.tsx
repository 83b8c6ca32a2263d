import { Box, Button, Card, Flex, HStack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { FiTrash2, FiZap } from "react-icons/fi";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import { Loader } from "../../../components/loader/loader";
import { ACCEPT_ATTRIBUTE, ACCEPTED_EXTENSIONS, isAcceptedFile, rejectionMessage, UPLOAD_HINT } from "../utils/files";

interface UploadPanelProps {
  /** The chosen file lives with the page, so it survives a trip to Preview and back. */
  file: File | null;
  onFile: (file: File | null) => void;
  onAnalyse: (file: File) => void;
  onClear: () => void;
  isAnalysing: boolean;
  error: unknown;
  analysed: boolean;
}

/** SPEC section 2: drag-and-drop or click; 'Upload resume', 'Clear'; accepted types; the 6 MB hint (not checked). */
export function UploadPanel({ file, onFile: setFile, onAnalyse, onClear, isAnalysing, error, analysed }: UploadPanelProps) {
  const hintId = useId();
  return (
    <Card.Root as="section" aria-labelledby="upload-heading" variant="outline" rounded="2xl">
      <Card.Header pb="2">
        <Card.Title as="h2" id="upload-heading" fontSize="lg">
          Start from your resume
        </Card.Title>
        <Card.Description>We read it, fill in the form and tell you what to strengthen for your target role.</Card.Description>
      </Card.Header>
      <Card.Body gap="3">
        <FileDropZone
          inputLabel="Resume file"
          prompt="Drop your resume here"
          accept={ACCEPT_ATTRIBUTE}
          isAccepted={isAcceptedFile}
          rejectionMessage={rejectionMessage}
          file={file}
          onFile={setFile}
          disabled={isAnalysing}
          hintId={hintId}
        />
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {UPLOAD_HINT} · accepts {ACCEPTED_EXTENSIONS.join(" ")}
        </Text>
        {isAnalysing ? (
          <Loader label="Analysing your resume..." size={96} py="2" />
        ) : (
          <HStack gap="2" flexWrap="wrap">
            <Button colorPalette="brand" onClick={() => file && onAnalyse(file)} disabled={!file}>
              <FiZap aria-hidden="true" />
              Upload resume
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setFile(null);
                onClear();
              }}
              disabled={!file && !error}
            >
              <FiTrash2 aria-hidden="true" />
              Clear
            </Button>
          </HStack>
        )}
        <ErrorAlert error={error} title="We could not read that resume" />
        {analysed && !error && !isAnalysing && (
          <Flex role="status" align="center" gap="2" fontSize="sm" color="fg.success">
            <Box as="span" aria-hidden="true">
              ✓
            </Box>
            Form filled from your resume. Review it and edit anything we missed.
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
