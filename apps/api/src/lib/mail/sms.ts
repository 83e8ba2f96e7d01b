/**
 * Text messages leave through the outbox like e-mail; an SmsSender is the transport behind it.
 * A provider adapter (Netgsm, İletimerkezi, …) implements the same interface: map the message to the
 * provider's request at its edge and throw on anything but an accepted answer, so the outbox retries.
 */
export interface SmsMessage {
  /** The recipient's number as the caller stored it; adapters convert it to their provider's format. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface HttpSmsSenderOptions {
  url: string;
  /** The originator shown on the phone (the registered SMS header, "başlık"). */
  sender: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Posts `{ to, text, sender }` as JSON to a relay of our own choosing; any 2xx answer means accepted. */
export class HttpSmsSender implements SmsSender {
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpSmsSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text, sender: this.options.sender }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Release the connection; the relay's answer body carries nothing we keep.
    await response.body?.cancel();
    if (!response.ok) {
      // The URL may carry the provider's credentials, so it never goes into the error (and the log).
      throw new Error(`SMS gateway answered HTTP ${response.status}`);
    }
  }
}

/** The configured SMS transport, or null: messages then stay in the outbox for the dev mailbox. */
export function createSmsSender(config: { smsUrl: string | undefined; smsSender: string }): SmsSender | null {
  return config.smsUrl ? new HttpSmsSender({ url: config.smsUrl, sender: config.smsSender }) : null;
}
