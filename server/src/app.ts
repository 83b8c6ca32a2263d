import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import * as OpenApiValidator from "express-openapi-validator";
import type { Db } from "./db/handle";
import type { Config } from "./config";
import type { Logger } from "./lib/logger";
import { AppError } from "./lib/errors";
import { loadOpenApi, openApiForValidation } from "./lib/openapi";
import { keepRequestContext, requestId, restoreRequestContext } from "./http/request-id";
import { measureRequests, metricsEndpoint, watchResources } from "./http/metrics";
import { compressResponses } from "./http/compress";
import { mountClient, sendPrecompressed } from "./http/static-files";
import { Lifecycle } from "./lib/lifecycle";
import { authenticateFirst, requireAuthenticated } from "./http/auth-middleware";
import { problemHandler } from "./http/problem-handler";
import { rejectUnstorableText } from "./http/text-guard";
import { operationResolver } from "./http/resolve-operations";
import type { OperationHandlers } from "./http/operations";
import type { Queue } from "./jobs/queue";
import { createModules, type AppModule } from "./modules/registry";
import { accessTokenAuthenticator } from "./modules/auth";

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLIENT_DIST = path.resolve(here, "../../client/dist");
export const API_DOCS_PAGE = path.resolve(here, "../public/api-docs.html");
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  queue?: Queue;
  version?: string;
  /** Readiness reads it (draining after SIGTERM); the server passes its own, tests may leave it out. */
  lifecycle?: Lifecycle;
}

/** Builds the HTTP app: no listening, no process handlers, so tests run it in-process. */
export function buildApp({ config, db, logger, queue, version = "1.0.0", lifecycle = new Lifecycle() }: AppDeps): Express {
  const app = express();
  app.set("trust proxy", config.trustProxy);
  app.disable("x-powered-by");
  app.locals.lifecycle = lifecycle;

  app.use(requestId);
  app.use(measureRequests());
  watchResources(db, queue);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => String(res.getHeader("x-request-id") ?? ""),
      // Its own lines (request completed) are written from response events, outside the request context the
      // logger's mixin reads: bind the id to its per-request logger instead.
      quietReqLogger: true,
      customAttributeKeys: { reqId: "reqId" },
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
  // JSON and text answers are compressed per request (brotli or gzip); documents and precompressed files never.
  app.use(compressResponses);

  // The published contract and its offline reference page.
  const spec = loadOpenApi();
  app.get("/api/v1/openapi.json", (_req, res) => {
    res.json(spec);
  });
  app.get(["/api/docs", "/api/docs/"], (req, res, next) => {
    if (!fs.existsSync(API_DOCS_PAGE)) return next(new AppError(404, "The API reference has not been built. Run `npm run build`."));
    // Redoc's inlined bundle needs inline scripts and blob workers on this one page.
    res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self' 'unsafe-inline' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:");
    sendPrecompressed(req, res, API_DOCS_PAGE, "html");
  });
  // Prometheus scrapes each process here (the reverse proxy keeps it private; docs/DEPLOY.md).
  app.get("/metrics", metricsEndpoint);

  // Secured operations answer 401 before any body is read, a file sniffed or the request validated.
  app.use("/api/v1", authenticateFirst(spec, accessTokenAuthenticator(db, config)));
  app.use("/api/v1", express.json({ limit: "1mb", verify: (req, _res, buf) => { if (req.url?.startsWith("/billing/webhook")) (req as { rawBody?: Buffer }).rawBody = buf; } })); // Razorpay signs the webhook's raw bytes

  // The JSON parser calls on from the body stream's events: put the request context (log reqId) back.
  app.use("/api/v1", restoreRequestContext);

  // JSON bodies and queries; multipart fields are checked once parsed (after the bearer check below).
  app.use("/api/v1", rejectUnstorableText);

  const modules = createModules({ knex: db, config, logger, queue }, version);
  const handlers: OperationHandlers = Object.assign({}, ...modules.map((m) => m.handlers));
  app.locals.modules = modules satisfies AppModule[];
  // Which operations this build implements (the rest answer 501); the contract tests read it.
  app.locals.implementedOperations = Object.keys(handlers);

  app.use(
    // Each step may continue from a stream event (multipart uploads): the request context is put back after each.
    keepRequestContext(OpenApiValidator.middleware({
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
    }) as express.RequestHandler[]),
  );

  // Anything else under /api is not an endpoint; everything else is the web app.
  app.use("/api", (req, _res, next) => next(new AppError(404, `There is no API endpoint at ${req.method} ${req.originalUrl.split("?")[0]}.`)));
  if (config.serveClient) mountClient(app, CLIENT_DIST);

  app.use(problemHandler(logger, { exposeInternals: config.env !== "production" }));
  return app;
}
