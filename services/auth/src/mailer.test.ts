import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { silentLogger } from '@degs/kit/src/testing/wait';
import { createMailer } from './mailer';

const mail = {
  to: 'alice@example.com',
  subject: 'Your degs sign-in link',
  text: 'Open http://localhost:8080/auth/callback?token=abc',
  html: '<a href="http://localhost:8080/auth/callback?token=abc">Sign in</a>',
};

test('delivers over SMTP to a real SMTP peer', async () => {
  const received: { from?: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c) => (data += c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as { port: number }).port;
  try {
    const send = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'degs <no-reply@degs.test>',
      log: silentLogger(),
    });
    await send(mail);
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@degs.test');
    expect(received[0].to).toEqual(['alice@example.com']);
    expect(received[0].data).toContain('Subject: Your degs sign-in link');
    expect(received[0].data).toContain('http://localhost:8080/auth/callback?token=abc');
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('without SMTP, writes an RFC 822 .eml file per message', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
  await createMailer({ mailDir: dir, from: 'degs <no-reply@degs.test>', log: silentLogger() })(mail);
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const eml = readFileSync(join(dir, files[0]), 'utf8');
  expect(eml).toMatch(/^From: degs <no-reply@degs\.test>$/m);
  expect(eml).toMatch(/^To: alice@example\.com$/m);
  expect(eml).toContain('auth/callback?token=abc');
});
