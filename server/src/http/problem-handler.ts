import type { ErrorRequestHandler } from "express";
import type { Logger } from "../lib/logger";
import { AppError, problemType, titleFor } from "../lib/errors";

interface ValidatorError {
  status?: number;
  message?: string;
  path?: string;
  errors?: Array<{ path?: string; message?: string; errorCode?: string }>;
}
interface BodyParserError {
  type?: string;
  status?: number;
  code?: string;
}

/** What busboy throws for a body that is not well-formed multipart (it sets no status). */
const MULTIPART_ERRORS = /^(Unexpected end of (form|file)|Malformed part header|Multipart: Boundary not found)$/;

/** `/body/email` → `email`, `/query/max_pages` → `max_pages`. */
function fieldName(path: string | undefined): string {
  if (!path) return "";
  return path.replace(/^\.?\/?(body|query|params|headers|path)[/.]?/, "").replace(/^request\.?/, "").replace(/\//g, ".");
}

function sentence(errors: Array<{ path: string; message: string }>): string {
  const first = errors[0];
  if (!first) return "The request is invalid.";
  const name = fieldName(first.path);
  const text = name ? `${name}: ${first.message}` : first.message;
  return errors.length > 1 ? `${text} (and ${errors.length - 1} more problem${errors.length > 2 ? "s" : ""})` : text;
}

/** Turns every error into RFC 9457 problem+json; a 5xx never leaks internals to the client. */
export function problemHandler(logger: Logger, options: { exposeInternals: boolean }): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const instance = String(res.getHeader("x-request-id") ?? "");
    let status = 500;
    let detail = "Something went wrong on our side. Please try again.";
    let type: string | undefined;
    let extras: Record<string, unknown> = {};
    let headers: Record<string, string> = {};

    if (err instanceof AppError) {
      status = err.status;
      detail = err.message;
      const { type: t, headers: h, ...rest } = err.extras;
      type = t;
      headers = h ?? {};
      extras = rest;
    } else if ((err as BodyParserError).type === "entity.too.large") {
      status = 413;
      detail = "The request is too large (over 1 MB of JSON). Please shorten the text you sent.";
    } else if ((err as { code?: string }).code === "LIMIT_FILE_SIZE" || (err as ValidatorError).status === 413) {
      status = 413;
      detail = "That file is larger than 6 MB. Please upload a smaller PDF, DOCX or TXT file.";
    } else if ((err as Error).name === "MulterError" || MULTIPART_ERRORS.test((err as Error).message ?? "")) {
      // A cut-off or malformed multipart body (busboy), or one multer refuses: the client's upload, not our fault.
      status = 400;
      detail = "The upload did not arrive complete or is not valid multipart form data. Please choose the file and try again.";
    } else if ((err as BodyParserError).type === "entity.parse.failed") {
      status = 400;
      detail = "The request body is not valid JSON.";
    } else if (typeof (err as ValidatorError).status === "number" && (err as ValidatorError).status! < 500) {
      const v = err as ValidatorError;
      status = v.status!;
      const errors = (v.errors ?? []).map((e) => ({ path: e.path ?? "", message: e.message ?? "is invalid" }));
      if (status === 400) {
        detail = sentence(errors);
        extras = { errors };
      } else if (status === 404) {
        detail = `There is no API endpoint at ${req.method} ${req.path}.`;
      } else if (status === 405) {
        detail = `${req.method} is not allowed on ${req.path}.`;
      } else if (status === 415) {
        detail = "That content type is not supported here.";
      } else {
        detail = v.message ?? detail;
      }
    }

    if (status >= 500) {
      logger.error({ err, reqId: instance }, "request failed");
      if (options.exposeInternals && (err as ValidatorError).errors) {
        extras = { errors: ((err as ValidatorError).errors ?? []).map((e) => ({ path: e.path ?? "", message: e.message ?? "" })) };
        detail = `${detail} (${(err as Error).message})`;
      }
    }
    const body = { type: type ?? problemType(status), title: titleFor(status), status, detail, instance, ...extras };
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    // Sent as a string so the response validator does not re-validate an error body.
    res.status(status).type("application/problem+json").send(JSON.stringify(body));
  };
}
