import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useState, type DragEvent } from "react";
import { FiFileText, FiUploadCloud } from "react-icons/fi";

export interface FileDropZoneProps {
  /** The accessible name of the file input (tests and e2e select it by this label). */
  inputLabel: string;
  /** What the empty zone invites, e.g. 'Drop your resume here'. */
  prompt: string;
  /** The line under the prompt. */
  browseText?: string;
  /** The input's `accept` attribute: extensions and/or MIME types. */
  accept: string;
  file: { name: string; size: number } | null;
  onFile: (file: File) => void;
  /**
   * When given, only files it accepts reach `onFile`: a drop takes its first acceptable file, and a drop or pick
   * without one shows `rejectionMessage` under the zone. Without it every file reaches `onFile`, which validates.
   */
  isAccepted?: (file: File) => boolean;
  rejectionMessage?: (fileName: string) => string;
  /** While true (e.g. the file is being read) the zone ignores picks and drops. */
  disabled?: boolean;
  hintId?: string;
  compact?: boolean;
}

/** "12 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Drag-and-drop or click to choose one file. The whole zone is the input's <label>, so a click opens the picker, and
 * the (visually hidden) input keeps keyboard focus: Enter or Space opens the picker, the zone shows the focus ring.
 */
export function FileDropZone({
  inputLabel,
  prompt,
  browseText = "Drag and drop, or click to browse",
  accept,
  file,
  onFile,
  isAccepted,
  rejectionMessage = (name) => `${name} is not a supported file.`,
  disabled,
  hintId,
  compact,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);

  const take = (files: ArrayLike<File> | null | undefined) => {
    const list = files ? Array.from(files) : [];
    if (!list.length) return;
    const chosen = isAccepted ? list.find(isAccepted) : list[0];
    if (chosen) {
      setRejected(null);
      onFile(chosen);
    } else {
      setRejected(rejectionMessage(list[0]!.name));
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer?.files);
  };

  return (
    <Box>
      <chakra.label
        display="block"
        cursor={disabled ? "progress" : "pointer"}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? "brand.solid" : file ? "brand.emphasized" : "border"}
        bg={dragging ? "brand.subtle" : file ? "brand.subtle/50" : "bg.subtle"}
        rounded="xl"
        px="4"
        py={compact ? "4" : "6"}
        textAlign="center"
        transition="background 0.15s, border-color 0.15s"
        opacity={disabled ? 0.7 : 1}
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
          accept={accept}
          aria-label={inputLabel}
          aria-describedby={hintId}
          disabled={disabled}
          srOnly
          onChange={(e) => {
            take(e.currentTarget.files);
            // Choosing the same file again (e.g. after Clear) must fire a change again.
            e.currentTarget.value = "";
          }}
        />
        {file ? (
          <Flex align="center" justify="center" gap="3" color="fg">
            <Box as={FiFileText} boxSize={compact ? "6" : "7"} color="brand.fg" aria-hidden="true" flexShrink={0} />
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
              {browseText}
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
