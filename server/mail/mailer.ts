import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along, e.g. an invoice's PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends through SMTP_URL; without it, writes each mail (and so its links) to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (mail) => {
        options.log.info(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              attachments: mail.attachments?.map((a) => a.filename),
            },
          },
          `mail to ${mail.to}:\n${mail.text}`,
        );
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}
