import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useRef, useState, type DragEvent } from "react";
import { FiFileText, FiUploadCloud } from "react-icons/fi";
import { ACCEPT_ATTRIBUTE, ACCEPTED_EXTENSIONS, formatFileSize, pickAcceptedFile } from "../utils/files";

interface FileDropZoneProps {
  /** The accessible name of the file input (tests and e2e select it by this label). */
  inputLabel: string;
  prompt: string;
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  hintId?: string;
  compact?: boolean;
}

/**
 * Drag-and-drop or click to choose one file. The whole zone is the input's <label>, so a click opens the picker, and
 * the (visually hidden) input keeps keyboard focus: Enter or Space opens the picker, the zone shows the focus ring.
 */
export function FileDropZone({ inputLabel, prompt, file, onFile, disabled, hintId, compact }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);

  const accept = (picked: File | null, fallbackName?: string) => {
    if (picked) {
      setRejected(null);
      onFile(picked);
    } else if (fallbackName) {
      setRejected(`${fallbackName} is not a supported file. Choose a ${ACCEPTED_EXTENSIONS.join(", ")} file.`);
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = event.dataTransfer?.files;
    accept(pickAcceptedFile(files), files?.[0]?.name);
  };

  return (
    <Box>
      <chakra.label
        display="block"
        cursor={disabled ? "not-allowed" : "pointer"}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? "brand.solid" : file ? "brand.emphasized" : "border"}
        bg={dragging ? "brand.subtle" : file ? "brand.subtle/50" : "bg.subtle"}
        rounded="xl"
        px="4"
        py={compact ? "4" : "6"}
        textAlign="center"
        transition="background 0.15s, border-color 0.15s"
        opacity={disabled ? 0.6 : 1}
        _hover={disabled ? undefined : { borderColor: "brand.solid", bg: "brand.subtle" }}
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        onDragEnter={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
      >
        <chakra.input
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          aria-label={inputLabel}
          aria-describedby={hintId}
          disabled={disabled}
          srOnly
          onChange={(e) => {
            const picked = e.currentTarget.files?.[0] ?? null;
            accept(picked);
            // Choosing the same file again after Clear must fire a change again.
            e.currentTarget.value = "";
          }}
        />
        {file ? (
          <Flex align="center" justify="center" gap="3" color="fg">
            <Box as={FiFileText} boxSize="6" color="brand.fg" aria-hidden="true" flexShrink={0} />
            <Box textAlign="start" minW="0">
              <Text fontWeight="semibold" truncate>
                {file.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatFileSize(file.size)} · click or drop to replace
              </Text>
            </Box>
          </Flex>
        ) : (
          <Flex direction="column" align="center" gap="1.5">
            <Box as={FiUploadCloud} boxSize={compact ? "6" : "8"} color="brand.fg" aria-hidden="true" />
            <Text fontWeight="medium">{prompt}</Text>
            <Text fontSize="xs" color="fg.muted">
              Drag and drop, or click to browse
            </Text>
          </Flex>
        )}
      </chakra.label>
      {rejected && (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {rejected}
        </Text>
      )}
    </Box>
  );
}
