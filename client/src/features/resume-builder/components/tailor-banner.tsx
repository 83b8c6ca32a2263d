import { Button, Flex, Text } from "@chakra-ui/react";
import { FiTarget } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { JobMatchReport } from "../../../api/generated/model";
import { StatusAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";

/** Says which job the builder is tailoring for, and that it adds no experience. `opening`: the stored resume is on its way into the form. */
export function TailorBanner({ report, hasResume, opening = false, onStop }: { report: JobMatchReport; hasResume: boolean; opening?: boolean; onStop: () => void }) {
  const target = `${report.tailor.target_role}${report.tailor.target_company ? ` at ${report.tailor.target_company}` : ""}`;
  return (
    <StatusAlert status="info" title={`Tailoring for ${target}`} mb="5" data-testid="tailor-banner">
      <Text fontSize="sm">
        Your match was {report.score}/100. The build brings forward the skills this job asks for that your resume already shows, and never adds experience
        you do not have.
        {hasResume ? "" : opening ? " Opening your resume..." : " Upload your resume below (or open a draft), then Build Resume."}
      </Text>
      <Flex gap="2" mt="2" wrap="wrap">
        <Button asChild size="xs" variant="outline">
          <RouterLink to={paths.app.applications.getHref({ tab: "match", report: report.id })}>
            <FiTarget aria-hidden="true" /> Back to the match report
          </RouterLink>
        </Button>
        <Button size="xs" variant="ghost" onClick={onStop}>
          Stop tailoring
        </Button>
      </Flex>
    </StatusAlert>
  );
}
