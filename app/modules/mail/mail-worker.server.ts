import type { Transporter } from "nodemailer";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { claimDueMails, markMailAttemptFailed, markMailSent, type OutboxMail } from "./mail.repository.server";
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from "./outbox.server";
import { startPoller } from "~/modules/jobs/periodic.server";

export interface MailWorkerOptions {
  db: Kysely<DB>;
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "MAIL_RETRY_BASE_SECONDS" | "dkim">;
  logger: Logger;
  /** How often the outbox is checked for due mails. */
  pollIntervalMs?: number;
  /** How long a claim holds before another instance may take the mail over (longer than any SMTP timeout). */
  leaseMs?: number;
  batchSize?: number;
}

export interface MailWorker {
  /** Sends the mails due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a send in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox through SMTP in the background: claims due mails, sends each, and marks it sent, or schedules a
 * retry with backoff, or marks it failed after MAX_MAIL_ATTEMPTS. Without SMTP_URL it does nothing and mails
 * wait in the outbox (the admin sees them as not sent).
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, env, logger } = options;
  if (!env.SMTP_URL) {
    logger.warn("SMTP_URL is not set: mails wait in the outbox and are not sent");
    return { runOnce: async () => 0, stop: async () => {} };
  }
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const batchSize = options.batchSize ?? 20;
  const smtpUrl = env.SMTP_URL;
  // nodemailer is loaded with the first mail to send, not at every server start (about 0.1 CPU-s; issue 38).
  let transport: Promise<Transporter> | undefined;
  const openTransport = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
        // One kept-open connection instead of a new one (TCP, greeting, EHLO) per mail: a newsletter send is many mails.
        pool: true,
        maxConnections: 1,
        maxMessages: 500,
        // DKIM (relaxed/relaxed, rsa-sha256) when DKIM_PRIVATE_KEY, DKIM_SELECTOR and DKIM_DOMAIN are set.
        ...(env.dkim ? { dkim: env.dkim } : {}),
      }),
    ));
  const domain = /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1] ?? "localhost";

  let stopped = false;

  async function sendOne(mail: OutboxMail): Promise<boolean> {
    try {
      await (await openTransport()).sendMail({
        from: env.MAIL_FROM,
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        date: new Date(),
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        // A stable id lets mail systems recognise the rare duplicate after a crash between sending and marking.
        messageId: `<outbox-${mail.id}-${Date.parse(mail.created_at)}@${domain}>`,
        // RFC 8058: mail programs offer "Unsubscribe" and POST "List-Unsubscribe=One-Click" to this address.
        ...(mail.unsubscribe_url ? { list: { unsubscribe: mail.unsubscribe_url } } : {}),
        headers: {
          ...(mail.unsubscribe_url ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", Precedence: "bulk" } : {}),
          // RFC 3282: the reader's language, for mail programs that offer to translate or pick a voice.
          ...(mail.language ? { "Content-Language": mail.language } : {}),
        },
      });
      await markMailSent(db, mail.id, new Date().toISOString());
      logger.info({ mailId: mail.id, kind: mail.kind }, "mail sent");
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
      const next = giveUp ? null : new Date(Date.now() + retryDelayMs(mail.attempts, env.MAIL_RETRY_BASE_SECONDS * 1000)).toISOString();
      await markMailAttemptFailed(db, mail.id, message, next, new Date().toISOString());
      logger[giveUp ? "error" : "warn"]({ mailId: mail.id, attempts: mail.attempts, nextAttemptAt: next, err: message }, "mail not sent");
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = Date.now();
      const mails = await claimDueMails(db, new Date(now).toISOString(), new Date(now + leaseMs).toISOString(), batchSize);
      for (const mail of mails) if (await sendOne(mail)) sent += 1;
      if (mails.length < batchSize || stopped) return sent;
    }
  }

  const poller = startPoller("mail worker run", runOnce, { pollIntervalMs, logger });
  logger.info({ pollIntervalMs }, "mail worker started");

  return {
    runOnce,
    async stop() {
      // Also ends a run's loop after its current batch (runOnce checks it).
      stopped = true;
      await poller.stop();
      (await transport)?.close();
    },
  };
}
