import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useState, type DragEvent } from "react";
import { FiFileText, FiUploadCloud } from "react-icons/fi";
import { ACCEPT_ATTRIBUTE, formatFileSize } from "../utils/resume-file";

interface ResumeDropZoneProps {
  file: { name: string; size: number } | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  hintId: string;
}

/**
 * Drag-and-drop or click to choose the resume. The zone is the input's <label>, so a click opens the picker; the
 * visually hidden input keeps keyboard focus (Enter or Space opens the picker) and the zone shows the focus ring.
 */
export function ResumeDropZone({ file, onFile, disabled, hintId }: ResumeDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer?.files?.[0];
    if (!disabled && dropped) onFile(dropped);
  };

  return (
    <chakra.label
      display="block"
      cursor={disabled ? "progress" : "pointer"}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? "brand.solid" : file ? "brand.emphasized" : "border"}
      bg={dragging ? "brand.subtle" : "bg.subtle"}
      rounded="xl"
      px="4"
      py="7"
      textAlign="center"
      transition="background 0.15s, border-color 0.15s"
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
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-label="Resume file"
        aria-describedby={hintId}
        disabled={disabled}
        srOnly
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          if (picked) onFile(picked);
          // Choosing the same file again must fire a change again.
          e.currentTarget.value = "";
        }}
      />
      {file ? (
        <Flex align="center" justify="center" gap="3">
          <Box as={FiFileText} boxSize="7" color="brand.fg" aria-hidden="true" flexShrink={0} />
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
          <Box as={FiUploadCloud} boxSize="9" color="brand.fg" aria-hidden="true" />
          <Text fontWeight="medium">Drop your resume here</Text>
          <Text fontSize="xs" color="fg.muted">
            or click to browse
          </Text>
        </Flex>
      )}
    </chakra.label>
  );
}
