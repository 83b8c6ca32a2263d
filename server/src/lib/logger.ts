import pino from "pino";
import { requestContext } from "./request-context";

export type Logger = pino.Logger;

/**
 * JSON logs; tokens, passwords and resume text never reach them (see the redact paths). A line written while a
 * request is being served carries its `reqId` (the x-request-id it was answered with), whichever module wrote it.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    mixin: () => {
      const id = requestContext.getStore()?.id;
      return id ? { reqId: id } : {};
    },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "*.password",
        "*.refresh_token",
        "*.access_token",
        "*.resume_text",
        "*.candidate_text",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
