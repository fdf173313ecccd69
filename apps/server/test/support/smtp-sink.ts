import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
}

/**
 * A real SMTP server on 127.0.0.1 for the tests: it keeps what it receives, or refuses every message
 * while `refuse` holds a reason (a permanent 550, as a server that will not take the mail).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = {
    refuse: null as string | null,
    /** While set, a received message is answered only once this promise settles (a slow server). */
    hold: null as Promise<void> | null,
  };
  /** Messages the server is reading or holding, not answered yet. */
  let receiving = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      receiving += 1;
      const answer: typeof callback = (error) => {
        receiving -= 1;
        callback(error);
      };
      simpleParser(stream)
        .then(async (mail: ParsedMail) => {
          if (state.hold) await state.hold;
          if (state.refuse) {
            const error = new Error(state.refuse) as Error & { responseCode: number };
            error.responseCode = 550;
            return answer(error);
          }
          received.push({
            to: [mail.to]
              .flat()
              .flatMap((address) => address?.value ?? [])
              .map((value) => value.address ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              size: file.size,
              content: file.content,
            })),
          });
          answer();
        })
        .catch(answer);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Waits for the first message to this address. */
    async mailTo(address: string, timeoutMs = 30_000): Promise<ReceivedMail> {
      return waitFor(() => received.find((mail) => mail.to.includes(address.toLowerCase())), timeoutMs);
    },
    /** How many messages the server has begun to receive and not answered yet. */
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `probe` gives a value (the job runs on its own schedule); fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | undefined | null | Promise<T | undefined | null>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
