import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import * as OpenApiValidator from "express-openapi-validator";
import type { Knex } from "knex";
import type { Config } from "./config";
import type { Logger } from "./lib/logger";
import { AppError } from "./lib/errors";
import { loadOpenApi, openApiForValidation } from "./lib/openapi";
import { requestId } from "./http/request-id";
import { authenticateFirst, requireAuthenticated } from "./http/auth-middleware";
import { problemHandler } from "./http/problem-handler";
import { rejectUnstorableText } from "./http/text-guard";
import { operationResolver } from "./http/resolve-operations";
import type { OperationHandlers } from "./http/operations";
import type { Queue } from "./jobs/queue";
import { createModules, type AppModule } from "./modules/registry";
import { accessTokenAuthenticator } from "./modules/auth/sessions";

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLIENT_DIST = path.resolve(here, "../../client/dist");
export const API_DOCS_PAGE = path.resolve(here, "../public/api-docs.html");
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Knex;
  logger: Logger;
  queue?: Queue;
  version?: string;
}

/** Builds the HTTP app: no listening, no process handlers, so tests run it in-process. */
export function buildApp({ config, db, logger, queue, version = "1.0.0" }: AppDeps): Express {
  const app = express();
  app.set("trust proxy", config.trustProxy);
  app.disable("x-powered-by");

  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => String(res.getHeader("x-request-id") ?? ""),
      autoLogging: { ignore: (req) => req.url === "/api/v1/health" },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Razorpay's checkout script and window (billing), nothing else from outside.
          "script-src": ["'self'", "https://checkout.razorpay.com"],
          "frame-src": ["'self'", "https://api.razorpay.com", "https://checkout.razorpay.com"],
          "connect-src": ["'self'", "https://lumberjack.razorpay.com"],
          "img-src": ["'self'", "data:", "blob:"],
        },
      },
    }),
  );

  // The published contract and its offline reference page.
  const spec = loadOpenApi();
  app.get("/api/v1/openapi.json", (_req, res) => {
    res.json(spec);
  });
  app.get(["/api/docs", "/api/docs/"], (_req, res, next) => {
    if (!fs.existsSync(API_DOCS_PAGE)) return next(new AppError(404, "The API reference has not been built. Run `npm run build`."));
    // Redoc's inlined bundle needs inline scripts and blob workers on this one page.
    res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self' 'unsafe-inline' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:");
    res.sendFile(API_DOCS_PAGE);
  });

  // Secured operations answer 401 before any body is read, a file sniffed or the request validated.
  app.use("/api/v1", authenticateFirst(spec, accessTokenAuthenticator(db, config)));
  app.use("/api/v1", express.json({ limit: "1mb", verify: (req, _res, buf) => { if (req.url?.startsWith("/billing/webhook")) (req as { rawBody?: Buffer }).rawBody = buf; } })); // Razorpay signs the webhook's raw bytes

  // JSON bodies and queries; multipart fields are checked once parsed (after the bearer check below).
  app.use("/api/v1", rejectUnstorableText);

  const modules = createModules({ knex: db, config, logger, queue }, version);
  const handlers: OperationHandlers = Object.assign({}, ...modules.map((m) => m.handlers));
  app.locals.modules = modules satisfies AppModule[];
  // Which operations this build implements (the rest answer 501); the contract tests read it.
  app.locals.implementedOperations = Object.keys(handlers);

  app.use(
    OpenApiValidator.middleware({
      apiSpec: openApiForValidation() as never,
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: true, allErrors: true },
      validateResponses: config.validateResponses ? { removeAdditional: false } : false,
      validateSecurity: false, // authenticateFirst checked the token; the resolver refuses anyone it did not
      ignoreUndocumented: false,
      ignorePaths: (p: string) => !p.startsWith("/api/v1") || p === "/api/v1/openapi.json",
      fileUploader: { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } },
      operationHandlers: {
        basePath: here,
        resolver: operationResolver(
          handlers,
          requireAuthenticated,
          [rejectUnstorableText, ...modules.flatMap((m) => (m.afterAuth ? [m.afterAuth as express.RequestHandler] : []))],
        ),
      },
    }),
  );

  // Anything else under /api is not an endpoint; everything else is the web app.
  app.use("/api", (req, _res, next) => next(new AppError(404, `There is no API endpoint at ${req.method} ${req.originalUrl.split("?")[0]}.`)));
  if (config.serveClient) mountClient(app);

  app.use(problemHandler(logger, { exposeInternals: config.env !== "production" }));
  return app;
}

function mountClient(app: Express) {
  const index = path.join(CLIENT_DIST, "index.html");
  app.use(express.static(CLIENT_DIST, { index: false, maxAge: "1h", immutable: false }));
  app.get("/{*splat}", (_req, res) => {
    if (fs.existsSync(index)) {
      res.setHeader("Cache-Control", "no-cache");
      return res.sendFile(index);
    }
    res.status(503).type("text/plain").send("The web app has not been built yet. Run `npm run build` (npm start does it for you).");
  });
}
