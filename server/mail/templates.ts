import type { Mail } from "./mailer";

export const PRODUCT = "Itinera";

/** Text put into a mail's HTML: the characters HTML reads as markup, as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every mail's HTML around its body (already escaped): the product's heading in one readable column. */
export function mailHtml(body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:24px auto;line-height:1.5">
<h1 style="font-size:20px;color:#1e3a8a">${PRODUCT}</h1>
${body}
</body></html>`;
}

/** A plain, readable mail with one call to action; the same words in HTML and text. */
export function actionMail(options: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): Mail {
  const text = [
    `${PRODUCT}`,
    "",
    options.intro,
    "",
    `${options.action}: ${options.url}`,
    "",
    options.outro,
  ].join("\n");
  const html = mailHtml(`<p>${escapeHtml(options.intro)}</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;background:#1e40af;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(options.url)}">${escapeHtml(options.url)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(options.outro)}</p>`);
  return { to: options.to, subject: `${PRODUCT}: ${options.subject}`, text, html };
}

/** The client portal invitation: its link sets the password (and confirms the address), then signs in. */
export function clientInvitationMail(options: {
  to: string;
  clientName: string;
  url: string;
  validDays: number;
}): Mail {
  return actionMail({
    to: options.to,
    subject: "Welcome to Itinera",
    intro: `Your travel agency invites you to Itinera, where you can follow the trips, bookings and offers of ${options.clientName}. Set your password to get started.`,
    action: "Set your password",
    url: options.url,
    outro: `The link works once, for ${options.validDays} days. If you did not expect this invitation, ignore this mail.`,
  });
}
