import type { Knex } from "knex";

/**
 * Mock-interview sessions and their answered turns. The engine's plan and current question are stored as
 * jsonb so a session can continue across requests (and server restarts) exactly where it stopped. The
 * dashboard reads interview_sessions.id, user_id, role, overall and finished_at: keep those names.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("interview_sessions", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("role").notNullable();
    t.text("seniority").notNullable();
    t.text("company");
    t.jsonb("plan").notNullable();
    // The question waiting for an answer; null once the interview is over.
    t.jsonb("current_question");
    t.decimal("overall", 5, 1);
    t.jsonb("section_scores");
    t.text("summary");
    t.timestamp("started_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("finished_at", { useTz: true });
    t.index(["user_id", "started_at"]);
    t.index(["user_id", "finished_at"]);
  });
  await knex.raw("ALTER TABLE interview_sessions ADD CONSTRAINT interview_sessions_seniority_check CHECK (seniority IN ('junior','mid','senior'))");

  await knex.schema.createTable("interview_turns", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("session_id").notNullable().references("interview_sessions.id").onDelete("CASCADE");
    t.integer("turn_no").notNullable();
    t.jsonb("question").notNullable();
    t.text("answer").notNullable();
    t.decimal("score", 3, 1).notNullable();
    t.text("feedback").notNullable();
    t.jsonb("result").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Backstop for concurrent answers: one row per turn number, whatever the application does.
    t.unique(["session_id", "turn_no"]);
  });
  await knex.raw("ALTER TABLE interview_turns ADD CONSTRAINT interview_turns_turn_no_check CHECK (turn_no >= 1)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("interview_turns");
  await knex.schema.dropTableIfExists("interview_sessions");
}
