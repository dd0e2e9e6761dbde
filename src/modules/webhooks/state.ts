import { HttpWebhookSender, type WebhookSender } from '../../providers/webhooks-out/sender.js';
import { type ResolveAll, systemResolveAll } from '../../providers/outbound/address-guard.js';

/** What webhook delivery holds for the life of the process (ctx.webhooks). */
export interface WebhookSettings {
  /** Success is a 2xx within this time (15 s). */
  timeoutMs: number;
  /** How often the dispatcher of `serve` looks for new events and due attempts (real time; 250 ms). */
  pollMs: number;
  /** Attempts sent at once by one instance. */
  concurrency: number;
  /**
   * Sandbox credentials may use a loopback receiver (`http://localhost:8080/hook`): only on a server started as a
   * sandbox (`--sandbox`, a development machine). On any other server a sandbox partner would otherwise make the
   * service POST to its own loopback ports (local admin or metrics services, Redis) and read the answers' statuses.
   */
  sandboxLoopback: boolean;
  /** Resolves endpoint host names at registration (the sender resolves again at connect time). */
  resolveAll: ResolveAll;
  /** The jitter's randomness, in [0, 1). */
  random: () => number;
}

export interface WebhookState {
  sender: WebhookSender;
  settings: WebhookSettings;
  /** `serve`'s delivery loop while it runs (dispatcher.ts); null in commands and tests, which tick it themselves. */
  dispatcher: { stop(): Promise<void> } | null;
}

export const DEFAULT_WEBHOOK_SETTINGS: Omit<WebhookSettings, 'resolveAll' | 'random'> = { timeoutMs: 15_000, pollMs: 250, concurrency: 16, sandboxLoopback: false };

export function createWebhookState(overrides: Partial<WebhookSettings> & { sender?: WebhookSender } = {}): WebhookState {
  const { sender, ...settings } = overrides;
  const resolveAll = settings.resolveAll ?? systemResolveAll;
  return {
    sender: sender ?? new HttpWebhookSender({ resolveAll }),
    settings: { ...DEFAULT_WEBHOOK_SETTINGS, resolveAll, random: Math.random, ...settings },
    dispatcher: null,
  };
}
