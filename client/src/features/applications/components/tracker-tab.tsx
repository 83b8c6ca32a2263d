import { Badge, Box, Button, Field, Flex, Grid, Group, HStack, Input, NativeSelect, Skeleton, Stack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { FiDownload, FiGrid, FiList, FiPlus, FiRefreshCw } from "react-icons/fi";
import { exportApplications, getListApplicationsQueryKey, useCreateApplication, useListApplications, useUpdateApplication } from "../../../api/generated/endpoints/applications/applications";
import type { ApplicationOrigin, ListApplicationsParams, TrackerSortParameter, TrackerStatus } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { toaster } from "../../../components/ui/toaster";
import { saveBlob } from "../../../lib/save-blob";
import { useInvalidateTracker } from "../api/use-tracker";
import { ORIGIN_LABEL, STATUSES, STATUS_LABEL } from "../utils/tracker";
import { ApplicationDetails } from "./application-details";
import { BoardView } from "./board-view";
import { ListView } from "./list-view";

interface TrackerTabProps {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onMatch: (applicationId: string) => void;
  onWriteLetter: (applicationId: string) => void;
  onOpenReport: (id: string) => void;
  onOpenLetter: (id: string) => void;
}

const VIEW_KEY = "hirewise.applications.view";

function AddApplication({ onAdded }: { onAdded: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [company, setCompany] = useState("");
  const [link, setLink] = useState("");
  const [description, setDescription] = useState("");
  const create = useCreateApplication();
  const invalidate = useInvalidateTracker();
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FiPlus aria-hidden="true" /> Add application
      </Button>
    );
  }
  return (
    <Box
      as="form"
      aria-label="Add an application"
      borderWidth="1px"
      rounded="xl"
      p="4"
      w="full"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        if (!title.trim()) return;
        create.mutate(
          { data: { title: title.trim(), ...(company.trim() ? { company: company.trim() } : {}), ...(link.trim() ? { apply_link: link.trim() } : {}), ...(description.trim() ? { job_description: description.trim() } : {}) } },
          {
            onSuccess: (app) => {
              void invalidate();
              setOpen(false);
              setTitle("");
              setCompany("");
              setLink("");
              setDescription("");
              onAdded(app.id);
            },
          },
        );
      }}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr 1fr" }} gap="3">
        <Field.Root required>
          <Field.Label>Job title</Field.Label>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="e.g. Data Analyst" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Company</Field.Label>
          <Input value={company} onChange={(e) => setCompany(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Link to the posting</Field.Label>
          <Input value={link} onChange={(e) => setLink(e.target.value)} type="url" />
        </Field.Root>
      </Grid>
      <Field.Root mt="3">
        <Field.Label>Job description (optional, for matching and cover letters)</Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} minH="20" />
      </Field.Root>
      <ErrorAlert error={create.error} title="Could not add it" mt="3" />
      <HStack mt="3" gap="2">
        <Button type="submit" colorPalette="brand" size="sm" loading={create.isPending} disabled={!title.trim()}>
          Add to tracker
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </Box>
  );
}

/** The tracker: board or sortable list, filters, CSV export, and the open application's details. */
export function TrackerTab({ selectedId, onSelect, onMatch, onWriteLetter, onOpenReport, onOpenLetter }: TrackerTabProps) {
  const [view, setView] = useState<"board" | "list">(() => (typeof localStorage !== "undefined" && localStorage.getItem(VIEW_KEY) === "list" ? "list" : "board"));
  const [status, setStatus] = useState<TrackerStatus | "">("");
  const [origin, setOrigin] = useState<ApplicationOrigin | "">("");
  const [q, setQ] = useState("");
  const [sort, setSort] = useState<TrackerSortParameter>("updated");
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [announcement, setAnnouncement] = useState("");
  const params: ListApplicationsParams = { ...(status ? { status } : {}), ...(origin ? { origin } : {}), ...(q.trim() ? { q: q.trim() } : {}), sort, order };
  const list = useListApplications(params, { query: { queryKey: getListApplicationsQueryKey(params), placeholderData: (prev) => prev } });
  const update = useUpdateApplication();
  const invalidate = useInvalidateTracker();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const chooseView = (v: "board" | "list") => {
    setView(v);
    try {
      localStorage.setItem(VIEW_KEY, v);
    } catch {
      // Storage may be full or off; the view just is not remembered.
    }
  };

  const move = (id: string, to: TrackerStatus) => {
    const app = list.data?.applications.find((a) => a.id === id);
    if (!app || app.status === to) return;
    update.mutate(
      { applicationId: id, data: { status: to } },
      {
        onSuccess: () => {
          setAnnouncement(`${app.title} moved to ${STATUS_LABEL[to]}.`);
          void invalidate();
        },
        onError: (err) => toaster.create({ title: `${app.title} was not moved`, description: err instanceof Error ? err.message : undefined, type: "error" }),
      },
    );
  };

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const text = await exportApplications(params);
      saveBlob(new Blob([`\uFEFF${text.replace(/^\uFEFF/, "")}`], { type: "text/csv;charset=utf-8" }), `hirewise-applications-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      setExportError(err);
    } finally {
      setExporting(false);
    }
  };

  const data = list.data;
  return (
    <Stack gap="5">
      <Box aria-live="polite" role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </Box>
      {data && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Applications by status">
          {STATUSES.map((s) => (
            <Badge key={s} size="lg" variant={status === s ? "solid" : "subtle"} colorPalette="brand" data-status-count={s}>
              {STATUS_LABEL[s]}: {data.counts[s]}
            </Badge>
          ))}
          <Badge size="lg" variant="outline">
            Total: {data.total}
          </Badge>
        </Flex>
      )}

      <Flex gap="3" wrap="wrap" align="flex-end" as="form" role="search" aria-label="Filter applications" onSubmit={(e: React.FormEvent) => e.preventDefault()}>
        <Group attached role="group" aria-label="View">
          <Button size="sm" variant={view === "board" ? "solid" : "outline"} colorPalette="brand" aria-pressed={view === "board"} onClick={() => chooseView("board")}>
            <FiGrid aria-hidden="true" /> Board
          </Button>
          <Button size="sm" variant={view === "list" ? "solid" : "outline"} colorPalette="brand" aria-pressed={view === "list"} onClick={() => chooseView("list")}>
            <FiList aria-hidden="true" /> List
          </Button>
        </Group>
        <Field.Root w={{ base: "full", sm: "44" }}>
          <Field.Label fontSize="xs">Status</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as TrackerStatus | "")}>
              <option value="">Any status</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: "full", sm: "48" }}>
          <Field.Label fontSize="xs">Came from</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={origin} onChange={(e) => setOrigin(e.target.value as ApplicationOrigin | "")}>
              <option value="">Anywhere</option>
              {(Object.keys(ORIGIN_LABEL) as ApplicationOrigin[]).map((o) => (
                <option key={o} value={o}>
                  {ORIGIN_LABEL[o]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: "full", sm: "56" }}>
          <Field.Label fontSize="xs">Search</Field.Label>
          <Input size="sm" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Title, company, notes, contact" />
        </Field.Root>
        <Field.Root w={{ base: "full", sm: "44" }}>
          <Field.Label fontSize="xs">Sort by</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={`${sort}:${order}`}
              onChange={(e) => {
                const [s, o] = e.target.value.split(":");
                setSort(s as TrackerSortParameter);
                setOrder(o as "asc" | "desc");
              }}
            >
              <option value="updated:desc">Recently changed</option>
              <option value="created:desc">Newest first</option>
              <option value="next_step_due:asc">Next step due</option>
              <option value="company:asc">Company A–Z</option>
              <option value="title:asc">Title A–Z</option>
              <option value="status:asc">Status</option>
              <option value="salary_lpa:desc">CTC, highest first</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" onClick={() => void download()} loading={exporting} loadingText="Exporting...">
          <FiDownload aria-hidden="true" /> Export CSV
        </Button>
        <AddApplication onAdded={(id) => onSelect(id)} />
      </Flex>
      <ErrorAlert error={exportError} title="Export failed" />

      {list.isPending ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading your applications">
          <Skeleton height="24" rounded="xl" />
          <Skeleton height="24" rounded="xl" />
        </Stack>
      ) : list.isError ? (
        <Stack gap="3" align="flex-start">
          <ErrorAlert error={list.error} title="We couldn't load your applications" />
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            <FiRefreshCw aria-hidden="true" /> Try again
          </Button>
        </Stack>
      ) : data && data.total === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" rounded="2xl" p="8" textAlign="center">
          <Text fontWeight="semibold" fontSize="lg">
            No applications yet
          </Text>
          <Text color="fg.muted" mt="1">
            Save a job from Job Search, let Auto-Apply find some, or add one yourself with “Add application”.
          </Text>
        </Box>
      ) : data && data.applications.length === 0 ? (
        <Text color="fg.muted">No applications match these filters.</Text>
      ) : data ? (
        <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: selectedId ? "minmax(0, 1fr) 400px" : "minmax(0, 1fr)" }} gap="5" alignItems="start">
          {view === "board" ? (
            <BoardView applications={data.applications} onMove={move} onOpen={(id) => onSelect(id)} selectedId={selectedId} />
          ) : (
            <ListView
              applications={data.applications}
              sort={sort}
              order={order}
              onSort={(s, o) => {
                setSort(s);
                setOrder(o);
              }}
              onOpen={(id) => onSelect(id)}
              selectedId={selectedId}
            />
          )}
          {selectedId && (
            <ApplicationDetails
              key={selectedId}
              id={selectedId}
              onClose={() => onSelect(null)}
              onMatch={onMatch}
              onWriteLetter={onWriteLetter}
              onOpenReport={onOpenReport}
              onOpenLetter={onOpenLetter}
            />
          )}
        </Grid>
      ) : null}
    </Stack>
  );
}
