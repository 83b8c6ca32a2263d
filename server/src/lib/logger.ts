import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs; tokens, passwords and resume text never reach them (see the redact paths). */
export function createLogger(level: string): Logger {
  return pino({
    level,
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
  });
}
