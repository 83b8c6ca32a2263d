import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps:// for TLS); otherwise no email is sent. */
export function createMailer(config: { smtpUrl?: string; from: string }): Mailer | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, ...mail });
    },
  };
}
