// Outgoing mail: SMTP when SMTP_URL is set (nodemailer), otherwise each message is written as an
// RFC 822 .eml file to MAIL_DIR (the embedded placement's $DATA_DIR/mail) and its link logged.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@degs/kit';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

export function createMailer(o: { smtpUrl?: string; mailDir?: string; from: string; log: Logger }): Mailer {
  if (o.smtpUrl) {
    const transport = nodemailer.createTransport(o.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: o.from, ...mail });
    };
  }
  if (!o.mailDir) throw new Error('SMTP_URL or MAIL_DIR is required to send mail');
  const dir = o.mailDir;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: o.from, ...mail });
    mkdirSync(dir, { recursive: true });
    const file = join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    writeFileSync(file, info.message as Buffer);
    o.log.info({ to: mail.to, file }, `mail written: ${mail.text.match(/https?:\/\/\S+/)?.[0] ?? ''}`);
  };
}
