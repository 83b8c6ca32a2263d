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
    <Group role="group" aria-label="Work mode" attached flexWrap="wrap">
      {WORK_MODE_OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            size="sm"
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
