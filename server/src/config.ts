import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";

/**
 * One validated environment schema, parsed once at start. Secrets have defaults only in the embedded
 * (single-machine) mode; with DATABASE_URL or NODE_ENV=production they must be set explicitly.
 */
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().default("loopback"),
  VALIDATE_RESPONSES: bool.optional(),
  SERVE_CLIENT: bool.default(true),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // Failed logins: per address+account and per address in a fixed window; per account with a growing backoff.
  LOGIN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(200),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_BACKOFF_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(1),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().min(1).max(86_400).default(900),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(500),
  LAUNCH_PROMO_PLAN: z.enum(["none", "free", "starter", "pro", "pro_plus"]).default("pro_plus"),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url().default("https://api.razorpay.com"),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  DEMO_DATA: bool.default(true),
  // The boards the scheduled ingestion reads; unset means config/job-boards.json in the repository.
  JOB_BOARDS_FILE: z.string().min(1).optional(),
  RUN_WORKERS: bool.default(true),
  // Email (weekly career tips): unset SMTP_URL sends none; PUBLIC_URL is where links in emails point.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Hirewise <tips@hirewise.app>"),
  PUBLIC_URL: z.string().url().default("http://localhost:8080"),
  // After SIGTERM, readiness answers 503 this long before the listener closes (load balancers stop routing here).
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  // API processes `npm start` runs on one port (node:cluster), with DATABASE_URL only (docs/DEPLOY.md).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // The sandbox that reads uploaded documents (docs/SECURITY.md).
  PARSE_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  PARSE_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(4_096).default(256),
  GREENHOUSE_API_URL: z.string().url().default("https://boards-api.greenhouse.io"),
  LEVER_API_URL: z.string().url().default("https://api.lever.co"),
  // Employer-issued application keys, "board_token=key,other_board=key" (Greenhouse) and "site=key" (Lever).
  GREENHOUSE_BOARD_KEYS: z.string().optional(),
  LEVER_API_KEYS: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: string;
  validateResponses: boolean;
  serveClient: boolean;
  /** How long a process trusts "this session is live" before asking the database again. */
  sessionCacheSeconds: number;
  throttle: {
    loginFailuresPerAddressAndAccount: number;
    loginFailuresPerAddress: number;
    loginWindowMinutes: number;
    loginFailuresPerAccount: number;
    loginBackoffBaseSeconds: number;
    loginBackoffMaxSeconds: number;
    signupsPerIpPerHour: number;
  };
  launchPromoPlan: Env["LAUNCH_PROMO_PLAN"];
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string };
  llm: { baseUrl?: string; apiKey?: string; model?: string; timeoutMs?: number };
  demoData: boolean;
  /** config/job-boards.json unless JOB_BOARDS_FILE names another file. */
  jobBoardsFile: string | undefined;
  /** Run pg-boss workers (Auto-Apply, ingestion) in this process. */
  runWorkers: boolean;
  /** Outgoing email (SMTP_URL, MAIL_FROM) and the address links in emails use (PUBLIC_URL). */
  mail: { smtpUrl?: string; from: string; publicUrl: string };
  /** Seconds between SIGTERM (readiness turns 503) and closing the listener. */
  drainSeconds: number;
  /** API processes sharing the port (WEB_CONCURRENCY); more than one needs DATABASE_URL (main.ts, cluster.ts). */
  webConcurrency: number;
  /** Reader threads for uploaded documents (default: cores - 1, 1 to 4), time and heap limit per file. */
  parse: { threads?: number; timeoutMs: number; memoryMb: number };
  /** Auto-Apply's portal APIs: base URLs (tests point them at local fakes) and per-employer keys. */
  portals: { greenhouseApiUrl: string; leverApiUrl: string; greenhouseBoardKeys: Record<string, string>; leverApiKeys: Record<string, string> };
}

export class ConfigError extends Error {}

/** "a=1, b=2" → { a: "1", b: "2" }; entries without "=" are ignored. */
function keyList(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (value ?? "").split(",")) {
    const at = part.indexOf("=");
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** In embedded mode the JWT secret is generated once and kept in DATA_DIR, so restarts keep sessions. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const bad = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${bad}`);
  }
  const e = parsed.data;
  const shared = Boolean(e.DATABASE_URL) || e.NODE_ENV === "production";
  if (shared && !e.JWT_SECRET && e.NODE_ENV !== "test") {
    throw new ConfigError("Invalid configuration: JWT_SECRET is required with DATABASE_URL or in production (every API process must share it)");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? (e.NODE_ENV === "test" ? crypto.randomBytes(48).toString("base64url") : embeddedSecret(dataDir)),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    validateResponses: e.VALIDATE_RESPONSES ?? e.NODE_ENV !== "production",
    serveClient: e.SERVE_CLIENT,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    throttle: {
      loginFailuresPerAddressAndAccount: e.LOGIN_FAILURES_PER_EMAIL,
      loginFailuresPerAddress: e.LOGIN_FAILURES_PER_IP,
      loginWindowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
      loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      loginBackoffBaseSeconds: e.LOGIN_BACKOFF_BASE_SECONDS,
      loginBackoffMaxSeconds: e.LOGIN_BACKOFF_MAX_SECONDS,
      signupsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    },
    launchPromoPlan: e.LAUNCH_PROMO_PLAN,
    razorpay: { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET, apiUrl: e.RAZORPAY_API_URL },
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
    demoData: e.DEMO_DATA,
    jobBoardsFile: e.JOB_BOARDS_FILE,
    runWorkers: e.RUN_WORKERS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicUrl: e.PUBLIC_URL },
    drainSeconds: e.DRAIN_SECONDS,
    webConcurrency: e.WEB_CONCURRENCY,
    parse: { threads: e.PARSE_WORKERS, timeoutMs: e.PARSE_TIMEOUT_MS, memoryMb: e.PARSE_WORKER_MEMORY_MB },
    portals: {
      greenhouseApiUrl: e.GREENHOUSE_API_URL.replace(/\/+$/, ""),
      leverApiUrl: e.LEVER_API_URL.replace(/\/+$/, ""),
      greenhouseBoardKeys: keyList(e.GREENHOUSE_BOARD_KEYS),
      leverApiKeys: keyList(e.LEVER_API_KEYS),
    },
  };
}
