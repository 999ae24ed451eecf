/**
 * A real local HTTP receiver of webhooks for tests (issue 31): records every request, verifies its
 * Standard Webhooks signature with the `standardwebhooks` package, and answers as told (2xx, an
 * error status, or holds the request without answering).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** The signature verified with the endpoint's secret. */
  verified: boolean;
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** 'ok' answers 200, a number answers that status, 'hold' never answers. */
  mode: 'ok' | 'hold' | number = 'ok';
  secret = '';
  delayMs = 0;
  /** Called on every request (after recording). */
  onRequest: ((r: ReceivedWebhook) => void) | null = null;
  private readonly held: http.ServerResponse[] = [];
  private server: http.Server | null = null;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = {
          'webhook-id': String(req.headers['webhook-id'] ?? ''),
          'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
        };
        let verified = false;
        try {
          new Webhook(this.secret).verify(body, headers);
          verified = true;
        } catch {
          verified = false;
        }
        const record: ReceivedWebhook = {
          id: headers['webhook-id'],
          timestamp: headers['webhook-timestamp'],
          signature: headers['webhook-signature'],
          body,
          payload: JSON.parse(body),
          verified,
        };
        this.received.push(record);
        this.onRequest?.(record);
        if (this.mode === 'hold') {
          this.held.push(res);
          return;
        }
        const answer = () => {
          if (this.mode === 'ok') res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
          else res.writeHead(this.mode as number, { 'content-type': 'text/plain' }).end('x'.repeat(3000));
        };
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async stop(): Promise<void> {
    for (const res of this.held.splice(0)) res.destroy();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
