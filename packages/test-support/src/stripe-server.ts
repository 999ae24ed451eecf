/**
 * A small Stripe-compatible HTTP server for tests (issue 31): no stripe-mock binary can be had here,
 * and the one Stripe mock on npm (stripe-stateful-mock 0.0.16) has Checkout Sessions without a
 * PaymentIntent and refunds by charge only. It speaks the part of Stripe's API the portal uses, with
 * Stripe's request encoding (form-encoded, `a[b][0]=c`), response shapes, error shapes and
 * idempotency (an Idempotency-Key replays the first answer, `Idempotent-Replayed: true`; the same
 * key with other parameters is an `idempotency_error`), so the real `stripe` SDK is its client
 * (`new Stripe(key, { host, port, protocol: 'http' })`, or the portal's STRIPE_API_URL):
 *
 * - POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id}, POST /v1/checkout/sessions/{id}/expire
 * - GET /v1/payment_intents/{id}, GET /v1/charges/{id}
 * - POST /v1/refunds {payment_intent | charge, amount?, metadata?}, GET /v1/refunds/{id},
 *   GET /v1/refunds?charge=&payment_intent=&limit=
 *
 * What a test drives (what a customer or Stripe itself would do): `completeSession` pays a session
 * (a succeeded PaymentIntent and Charge), `refundStatus` sets how new refunds answer, `updateRefund`
 * moves a refund later (as Stripe does before its refund.updated / refund.failed events), `event`
 * makes an Event's JSON to sign and post to the portal's webhook, `down`/`up` stop and start
 * listening on the same port, `loseAnswers` processes POST requests but drops their answers (the
 * connection closes: an unknown outcome, retried by the SDK with the same key).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type Json = Record<string, unknown>;

export interface StripeCheckoutSession extends Json {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  url: string | null;
}

export interface StripePaymentIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  latest_charge: string;
  status: 'succeeded';
}

export interface StripeCharge extends Json {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  payment_intent: string;
  refunded: boolean;
}

export type StripeRefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface StripeRefund extends Json {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  status: StripeRefundStatus;
  failure_reason?: string;
  metadata: Record<string, string>;
}

/** One request as the server received it. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Json;
  /** The answer was a replay of the first answer to its idempotency key. */
  replayed: boolean;
}

export interface StripeTestServer {
  /** e.g. http://127.0.0.1:40123 (the portal's STRIPE_API_URL). */
  url: string;
  host: string;
  port: number;
  /** The secret key it accepts (`Authorization: Bearer`). */
  apiKey: string;
  requests: StripeRequest[];
  /** How refunds created from now on answer (default 'succeeded'). */
  refundStatus: StripeRefundStatus;
  /** How many of the next POST requests are processed but answered by closing the connection. */
  loseAnswers: number;
  /** Pays an open session: a succeeded PaymentIntent with its Charge. Answers the session. */
  completeSession(id: string): StripeCheckoutSession;
  session(id: string): StripeCheckoutSession | undefined;
  charge(id: string): StripeCharge | undefined;
  /** Every refund, oldest first. */
  refunds(): StripeRefund[];
  /** Moves a refund to `status` (a failure takes its amount back off the charge); answers it. */
  updateRefund(id: string, status: StripeRefundStatus, failureReason?: string): StripeRefund;
  /** An Event of `type` about `object`, as the JSON Stripe posts to a webhook endpoint. */
  event(type: string, object: Json): string;
  /** Stops listening and drops open connections (Stripe unreachable). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });

/** Stripe's form encoding (`a[b][0][c]=1`) to nested objects and arrays (values stay strings). */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const slot = Array.isArray(node) ? Number(part) : part;
      if (last) {
        (node as Record<string | number, unknown>)[slot] = value;
      } else {
        const nextIsIndex = /^\d+$/.test(parts[i + 1]);
        const holder = node as Record<string | number, unknown>;
        holder[slot] ??= nextIsIndex ? [] : {};
        node = holder[slot] as Record<string, unknown> | unknown[];
      }
    }
  }
  return root;
}

const int = (value: unknown, param: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid_integer',
      message: 'Invalid positive integer',
      param,
    });
  return n;
};

/** Starts the server on 127.0.0.1 (a free port unless `port`). */
export async function startStripeTestServer(
  options: { port?: number; apiKey?: string } = {},
): Promise<StripeTestServer> {
  const apiKey = options.apiKey ?? 'sk_test_portal_local';
  const sessions = new Map<string, StripeCheckoutSession>();
  const intents = new Map<string, StripePaymentIntent>();
  const charges = new Map<string, StripeCharge>();
  const refunds = new Map<string, StripeRefund>();
  const idempotent = new Map<string, { request: string; status: number; body: string }>();
  const sockets = new Set<Socket>();
  let base = '';

  function createRefund(body: Json): StripeRefund {
    let charge: StripeCharge | undefined;
    let intent: StripePaymentIntent | undefined;
    if (typeof body.payment_intent === 'string') {
      intent = intents.get(body.payment_intent);
      if (!intent) throw missing('payment_intent', body.payment_intent, 'payment_intent');
      charge = charges.get(intent.latest_charge);
    } else if (typeof body.charge === 'string') {
      charge = charges.get(body.charge);
      if (!charge) throw missing('charge', body.charge, 'charge');
    } else {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'One of the following params should be provided for this request: payment_intent or charge.',
      });
    }
    if (!charge) throw missing('charge', 'latest_charge', 'payment_intent');
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    const amount = body.amount === undefined ? left : int(body.amount, 'amount');
    if (amount > left)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        param: 'amount',
      });
    const status = server.refundStatus;
    const refund: StripeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: 'aud',
      metadata: (body.metadata as Record<string, string>) ?? {},
      payment_intent: charge.payment_intent,
      reason: (body.reason as string) ?? null,
      receipt_number: null,
      status,
      ...(status === 'failed' ? { failure_reason: 'expired_or_canceled_card' } : {}),
    };
    if (status !== 'failed' && status !== 'canceled') {
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
    }
    refunds.set(refund.id, refund);
    return refund;
  }

  function list(data: Json[], path: string) {
    return { object: 'list', data, has_more: false, url: path };
  }

  function route(method: string, path: string, query: URLSearchParams, body: Json): Json {
    const get = method === 'GET';
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const intentPath = get ? /^\/v1\/payment_intents\/([^/]+)$/.exec(path) : null;
    const chargePath = get ? /^\/v1\/charges\/([^/]+)$/.exec(path) : null;
    const refundPath = get ? /^\/v1\/refunds\/([^/]+)$/.exec(path) : null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lines = (body.line_items as Json[] | undefined) ?? [];
      const total = lines.reduce((sum, l) => {
        const price = l.price_data as Json | undefined;
        return sum + Number(price?.unit_amount ?? 0) * Number(l.quantity ?? 1);
      }, 0);
      const id = newId('cs');
      const session: StripeCheckoutSession = {
        id,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        cancel_url: (body.cancel_url as string) ?? null,
        success_url: (body.success_url as string) ?? null,
        client_reference_id: (body.client_reference_id as string) ?? null,
        created: now(),
        currency: 'aud',
        customer_email: (body.customer_email as string) ?? null,
        expires_at: body.expires_at ? Number(body.expires_at) : now() + 86_400,
        livemode: false,
        metadata: (body.metadata as Record<string, string>) ?? {},
        mode: (body.mode as string) ?? 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        url: `${base}/c/pay/${id}`,
      };
      sessions.set(id, session);
      return session;
    }
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]);
      if (!session) throw missing('checkout.session', sessionPath[1]);
      if (sessionPath[2] && method === 'POST') {
        if (session.status !== 'open')
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          });
        session.status = 'expired';
        session.url = null;
      }
      return session;
    }
    if (intentPath) {
      const intent = intents.get(intentPath[1]);
      if (!intent) throw missing('payment_intent', intentPath[1], 'intent');
      return intent;
    }
    if (chargePath) {
      const charge = charges.get(chargePath[1]);
      if (!charge) throw missing('charge', chargePath[1]);
      return charge;
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    if (method === 'GET' && path === '/v1/refunds') {
      const charge = query.get('charge');
      const intent = query.get('payment_intent');
      const data = [...refunds.values()]
        .filter((r) => (!charge || r.charge === charge) && (!intent || r.payment_intent === intent))
        .reverse()
        .slice(0, Number(query.get('limit') ?? 10));
      return list(data, '/v1/refunds');
    }
    if (refundPath) {
      const refund = refunds.get(refundPath[1]);
      if (!refund) throw missing('refund', refundPath[1]);
      return refund;
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const httpServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = req.method === 'POST' ? parseStripeForm(text) : {};
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const entry: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: key,
        body,
        replayed: false,
      };
      server.requests.push(entry);
      const send = (status: number, payload: string, extra: Record<string, string> = {}) => {
        if (server.loseAnswers > 0 && req.method === 'POST') {
          server.loseAnswers -= 1;
          req.socket.destroy();
          return;
        }
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          ...(key ? { 'idempotency-key': key } : {}),
          ...extra,
        });
        res.end(payload);
      };
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        send(
          401,
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided: check STRIPE_SECRET_KEY' },
          }),
        );
        return;
      }
      const signature = `${req.method} ${url.pathname} ${text}`;
      if (key && req.method === 'POST') {
        const seen = idempotent.get(key);
        if (seen && seen.request !== signature) {
          send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            }),
          );
          return;
        }
        if (seen) {
          entry.replayed = true;
          send(seen.status, seen.body, { 'idempotent-replayed': 'true' });
          return;
        }
      }
      let status = 200;
      let payload: string;
      try {
        payload = JSON.stringify(route(entry.method, url.pathname, url.searchParams, body));
      } catch (err) {
        if (!(err instanceof StripeApiError)) throw err;
        status = err.status;
        payload = JSON.stringify({ error: err.body });
      }
      if (key && req.method === 'POST') idempotent.set(key, { request: signature, status, body: payload });
      send(status, payload);
    });
  });
  httpServer.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(port, '127.0.0.1', () => {
        httpServer.off('error', reject);
        resolve((httpServer.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      httpServer.close(() => resolve());
    });

  const port = await listen(options.port ?? 0);
  base = `http://127.0.0.1:${port}`;

  const server: StripeTestServer = {
    url: base,
    host: '127.0.0.1',
    port,
    apiKey,
    requests: [],
    refundStatus: 'succeeded',
    loseAnswers: 0,
    completeSession(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no checkout session ${id}`);
      const intentId = newId('pi');
      const charge: StripeCharge = {
        id: newId('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        captured: true,
        created: now(),
        currency: 'aud',
        livemode: false,
        paid: true,
        payment_intent: intentId,
        refunded: false,
        status: 'succeeded',
      };
      charges.set(charge.id, charge);
      intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        created: now(),
        currency: 'aud',
        latest_charge: charge.id,
        livemode: false,
        metadata: {},
        status: 'succeeded',
      });
      Object.assign(session, { payment_intent: intentId, payment_status: 'paid', status: 'complete', url: null });
      return session;
    },
    session: (id) => sessions.get(id),
    charge: (id) => charges.get(id),
    refunds: () => [...refunds.values()],
    updateRefund(id, status, failureReason) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      const charge = charges.get(refund.charge);
      const counted = refund.status !== 'failed' && refund.status !== 'canceled';
      const counts = status !== 'failed' && status !== 'canceled';
      if (charge && counted !== counts) {
        charge.amount_refunded += counts ? refund.amount : -refund.amount;
        charge.refunded = charge.amount_refunded >= charge.amount;
      }
      refund.status = status;
      if (status === 'failed') refund.failure_reason = failureReason ?? 'unknown';
      return refund;
    },
    event(type, object) {
      return JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: '2025-10-29.clover',
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    },
    down: stop,
    async up() {
      await listen(port);
    },
    close: stop,
  };
  return server;
}
