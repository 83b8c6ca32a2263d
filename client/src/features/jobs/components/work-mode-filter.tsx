import { Button, Group, Span } from "@chakra-ui/react";
import { WORK_MODE_OPTIONS, type WorkModeValue } from "../utils/work-mode";

interface WorkModeFilterProps {
  value: WorkModeValue;
  counts: Record<WorkModeValue, number> | null;
  onChange: (mode: WorkModeValue) => void;
}

/** SPEC section 2: Any, Remote, Hybrid, On-site (toggle buttons; the pressed one is the active filter). */
export function WorkModeFilter({ value, counts, onChange }: WorkModeFilterProps) {
  return (
    // One row at every width: on a phone the four buttons share the panel's width instead of wrapping
    // the attached group onto a second line.
    <Group role="group" aria-label="Work mode" attached w={{ base: "full", sm: "auto" }}>
      {WORK_MODE_OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            size="sm"
            flex={{ base: "1", sm: "initial" }}
            minW="0"
            px={{ base: "1.5", sm: "3" }}
            textStyle={{ base: "xs", sm: "sm" }}
            variant={active ? "solid" : "outline"}
            colorPalette="brand"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {counts && (
              <Span aria-hidden="true" fontSize="xs" opacity={0.8} ms="1">
                {counts[option.value]}
              </Span>
            )}
          </Button>
        );
      })}
    </Group>
  );
}
