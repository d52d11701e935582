import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { createMailer, type Mailer } from "../mail/mailer";

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The decoded message, text and HTML parts together. */
  body: string;
  /** Files sent along (Content-Disposition: attachment), decoded. */
  attachments: CaughtAttachment[];
}

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer's choice for ASCII-heavy text). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1]?.trim() ?? "";
}

/** The attachments of a MIME message, found through its multipart parts however deeply nested. */
function attachmentsOf(raw: string): CaughtAttachment[] {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\r\n\r\n");
  const type = header(head, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => attachmentsOf(part.replace(/^\r?\n/, "")));
  }
  const disposition = header(head, "Content-Disposition");
  if (!/^attachment/i.test(disposition)) return [];
  const encoding = header(head, "Content-Transfer-Encoding").toLowerCase();
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "";
  const content =
    encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(body, "utf8");
  return [{ filename, contentType: type.split(";")[0]!.trim(), content }];
}

/**
 * A real SMTP server on a free local port that keeps every mail it receives: the app sends through
 * nodemailer to `url`, and tests wait for a mail and follow its links.
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: header(raw, "Subject"),
          body: decodeQuotedPrintable(raw),
          attachments: attachmentsOf(raw),
        };
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const matches = (to: string, subject?: string | RegExp) => (mail: CaughtMail) =>
    mail.to.includes(to.toLowerCase()) &&
    (subject === undefined ||
      (typeof subject === "string" ? mail.subject.includes(subject) : subject.test(mail.subject)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to that address (and subject), or one that already came and was not taken yet. */
    waitFor(to: string, subject?: string | RegExp, timeoutMs = 10_000): Promise<CaughtMail> {
      const match = matches(to, subject);
      const index = mails.findIndex(match);
      if (index >= 0) return Promise.resolve(mails.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} (${String(subject ?? "any subject")}) arrived`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            mails.splice(mails.indexOf(mail), 1);
            resolve(mail);
          },
        });
      });
    },
    /** Mails to that address so far, without taking them. */
    sentTo(to: string): CaughtMail[] {
      return mails.filter(matches(to));
    },
    /** The app's own nodemailer mailer, sending to this server. */
    mailer(): Mailer {
      return createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "Itinera <no-reply@itinera.local>",
        log: undefined as unknown as FastifyBaseLogger,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/**
 * Registers the hooks of the file it is called in: a mail catcher started before its tests (and before the
 * hooks registered after this call) and closed after them. The object it answers is filled in by then.
 */
export function withMailCatcher(): MailCatcher {
  const mail = {} as MailCatcher;
  beforeAll(async () => {
    Object.assign(mail, await startMailCatcher());
  });
  afterAll(async () => {
    await mail.close?.();
  });
  return mail;
}

/** The first link in a mail whose path is `path` (e.g. "/reset-password"). */
export function linkIn(mail: CaughtMail, path: string): URL {
  for (const match of mail.body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.body}`);
}
