import { createPlaybookWriter } from "../../engines/playbook/writer";
import type { PlaybookWriter } from "../../engines/playbook/types";
import { createActivityRepository } from "../activity";
import type { AppModule, ModuleContext } from "../module";
import { createNotesRepository } from "./notes-repository";
import { notesHandlers } from "./notes-routes";
import { createNotesService } from "./notes-service";
import { createSummaryPolisher } from "./summary-polisher";

export { createPlaybookHistory, type PlaybookHistory } from "./playbook-history-repository";

/** Role Playbook (/notes): generate and store study notes per user, list them, and render their PDF on demand. */
export function createNotesModule(ctx: Pick<ModuleContext, "knex" | "logger" | "users" | "llm">, writer: PlaybookWriter = createPlaybookWriter()): AppModule {
  const service = createNotesService({
    writer,
    polisher: createSummaryPolisher(ctx.llm),
    repo: createNotesRepository(ctx.knex),
    users: ctx.users,
    activity: createActivityRepository(ctx.knex),
    logger: ctx.logger.child({ module: "notes" }),
  });
  return { name: "notes", handlers: notesHandlers(service) };
}
