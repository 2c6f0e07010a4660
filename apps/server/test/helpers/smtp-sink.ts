import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type SinkOptions = {
  /** How long each message, once in, waits for its reply: a slow server, so a test can kill the sender mid-mail. */
  replyDelayMs?: number;
};

/** `held`: a message is in and its reply waits; `accepted`: its 250 has just been written to the client. */
type SinkEvents = { held: []; accepted: [ParsedMail] };

/**
 * A local SMTP server that keeps every mail it accepts, parsed, for tests to read. A mail counts once the 250
 * goes to a client still connected, as a real server takes the mail on with that reply: a message cut off
 * mid-DATA, or whose sender went away before the reply, was never accepted.
 */
export async function startSmtpSink({ replyDelayMs = 0 }: SinkOptions = {}) {
  const received: ParsedMail[] = [];
  const events = new EventEmitter<SinkEvents>();
  const gone = new Set<string>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Tests do not depend on the resolver: the client's name is its address.
    disableReverseLookup: true,
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        async (mail) => {
          events.emit('held');
          if (replyDelayMs > 0) await delay(replyDelayMs);
          if (gone.has(session.id)) return callback(new Error('The sender went away before the reply'));
          received.push(mail);
          callback();
          events.emit('accepted', mail);
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender killed mid-mail resets its connection: the server reports that here rather than crash the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    events,
    /** The mails received so far that were sent to `address`. */
    to: (address: string) =>
      received.filter((mail) => mail.to && [mail.to].flat().some((to) => to.value.some((v) => v.address === address))),
    /** The next `count` mails are refused with a temporary error (451), as a busy server does. */
    refuseNext: (count: number) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
