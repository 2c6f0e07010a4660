import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config';

/** One mail as it leaves SeedMatch. */
type OutgoingMail = {
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** What the development mailbox shows: the newest mails first, as they would have been sent. */
export type DevMailbox = { mails: (OutgoingMail & { sentAt: Date })[] };

const DEV_MAILBOX_SIZE = 100;

/** Through the SMTP server of `SMTP_URL`, one connection per mail, giving up on a silent server within a minute. */
function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Into memory, for /dev/mail: the two-command setup shows what would be sent. */
function devMailboxTransport(mailbox: DevMailbox): MailTransport {
  return {
    send: async (mail) => {
      mailbox.mails.unshift({ ...mail, sentAt: new Date() });
      mailbox.mails.length = Math.min(mailbox.mails.length, DEV_MAILBOX_SIZE);
    },
    close: () => undefined,
  };
}

/** The transport the configuration asks for, or none when mail is off. */
export function mailTransport(config: MailConfig, mailbox: DevMailbox): MailTransport | null {
  if (config.transport === 'smtp') return smtpTransport(config.url);
  if (config.transport === 'dev-mailbox') return devMailboxTransport(mailbox);
  return null;
}
