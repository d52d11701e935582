import type { Mail } from "../../mail/mailer";
import { actionMail, escapeHtml, mailHtml, PRODUCT } from "../../mail/templates";

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A trip offer sent to the client: what it is, and a link to answer it on the trip. */
export function offerSentMail(options: {
  to: string;
  offerTitle: string;
  tripTitle: string;
  url: string;
  expiresAt: Date;
}): Mail {
  return actionMail({
    to: options.to,
    subject: `New offer for ${options.tripTitle}`,
    intro: `Your travel agency sent you an offer, “${options.offerTitle}”, for your trip ${options.tripTitle}. Open the trip to read it and accept or decline it.`,
    action: "See the offer",
    url: options.url,
    outro: `The offer is open until ${when(options.expiresAt)}. Sign in to Itinera with your portal account to answer it.`,
  });
}

export interface DigestItem {
  message: string;
  subject: string | null;
  /** Absolute, or null when the notification opens nothing. */
  url: string | null;
  createdAt: Date;
}

/** The daily digest: each unread notification with its link, and the way to stop the mails. */
export function digestMail(options: {
  to: string;
  name: string;
  items: readonly DigestItem[];
  /** Unread ones beyond those listed. */
  more: number;
  notificationsUrl: string;
  settingsUrl: string;
}): Mail {
  const count = options.items.length + options.more;
  const subject = `${PRODUCT}: ${count} unread notification${count === 1 ? "" : "s"}`;
  const lines = options.items.map((item) => {
    const about = item.subject ? ` (Re: ${item.subject})` : "";
    return `- ${when(item.createdAt)}: ${item.message}${about}${item.url ? `\n  ${item.url}` : ""}`;
  });
  const more = options.more > 0 ? [`…and ${options.more} more.`] : [];
  const text = [
    PRODUCT,
    "",
    `Hello ${options.name}, here is what you have not read yet:`,
    "",
    ...lines,
    ...more,
    "",
    `All notifications: ${options.notificationsUrl}`,
    `Stop these mails in Settings: ${options.settingsUrl}`,
  ].join("\n");
  const rows = options.items
    .map((item) => {
      const about = item.subject
        ? ` <span style="color:#4b5563">(Re: ${escapeHtml(item.subject)})</span>`
        : "";
      const message = item.url
        ? `<a href="${escapeHtml(item.url)}">${escapeHtml(item.message)}</a>`
        : escapeHtml(item.message);
      return `<li style="margin-bottom:8px"><span style="font-size:12px;color:#4b5563">${escapeHtml(when(item.createdAt))}</span><br>${message}${about}</li>`;
    })
    .join("\n");
  const html = mailHtml(`<p>Hello ${escapeHtml(options.name)}, here is what you have not read yet:</p>
<ul style="padding-left:18px">${rows}</ul>
${options.more > 0 ? `<p>…and ${options.more} more.</p>` : ""}
<p><a href="${escapeHtml(options.notificationsUrl)}">All notifications</a></p>
<p style="font-size:13px;color:#4b5563">You get this mail because the daily e-mail digest is on. <a href="${escapeHtml(options.settingsUrl)}">Turn it off in Settings</a>.</p>`);
  return { to: options.to, subject, text, html };
}
