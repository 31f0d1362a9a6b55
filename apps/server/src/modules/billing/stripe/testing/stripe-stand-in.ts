import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { decodeForm, type FormValue } from './form-body';
import { nowSeconds, StandInBooks, type StripeObject, stripeId } from './stand-in-books';
import { catalogueRoute } from './stand-in-catalogue';
import { routeCheckoutEndings, StandInRefusal } from './stand-in-endings';

type Form = Record<string, FormValue>;

/** A request the SDK sent, decoded: tests assert what Relevé asked Stripe for. */
export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/checkout/sessions`. */
  path: string;
  body: Form;
  query: Form;
  /** The Idempotency-Key header, when the request had one. */
  idempotencyKey: string | undefined;
}

class NotFound extends Error {}

/**
 * A local HTTP stand-in for the part of Stripe's REST API Relevé calls (customers, coupons, Checkout
 * Sessions, subscriptions and their schedules, Customer Portal sessions): form-encoded requests in,
 * Stripe-shaped JSON out. The SDK is pointed at it through STRIPE_API_URL (host, port, protocol). It
 * records every request, and `books` plays the buyer and Stripe's billing; `signedEvent` makes a
 * webhook delivery signed the way Stripe signs one.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly books = new StandInBooks();
  /** Stripe's idempotency: a key seen before answers what it answered then (its request must match). */
  private readonly answered = new Map<string, { request: string; status: number; body: unknown }>();
  /** Requests whose answer is lost (a timeout, a dropped connection) after the work is done. */
  private readonly lost: { method: string; path: string; times: number }[] = [];
  /** Endpoints that do the work and then never answer (a provider that hangs), and the answers held. */
  private readonly hanging = new Set<string>();
  private readonly held: ServerResponse[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<StripeStandIn> {
    let standIn: StripeStandIn | undefined;
    const server = createServer((request, response) => void standIn?.answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    standIn = new StripeStandIn(server, `http://127.0.0.1:${port}`);
    return standIn;
  }

  close(): Promise<void> {
    this.stopHanging();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The next `times` requests to `method path` are done, then their connection is closed without an
   * answer: the caller sees a network failure and retries, as after a timeout.
   */
  loseAnswers(method: string, path: string, times = 1): void {
    this.lost.push({ method, path, times });
  }

  /**
   * Requests to `method path` are done (a session is made), but no answer comes, on the first try or
   * any retry, until `stopHanging`: Stripe hanging.
   */
  hang(method: string, path: string): void {
    this.hanging.add(`${method} ${path}`);
  }

  stopHanging(): void {
    this.hanging.clear();
    for (const response of this.held.splice(0)) response.socket?.destroy();
  }

  /** The requests to one endpoint, e.g. `('POST', '/v1/checkout/sessions')`. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (request) =>
        request.method === method &&
        (typeof path === 'string' ? request.path === path : path.test(request.path)),
    );
  }

  /**
   * A webhook delivery of `type` about `object`, signed with `secret` as Stripe signs one; `created`
   * (unix seconds, now by default) dates the change, for events that arrive late; `previousAttributes`
   * are the fields an `*.updated` event says changed.
   */
  signedEvent(
    type: string,
    object: StripeObject,
    secret: string,
    eventId = stripeId('evt'),
    created = nowSeconds(),
    previousAttributes?: Record<string, unknown>,
  ) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: {
        object: this.books.view(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.url);
    const key = request.headers['idempotency-key'];
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      body: decodeForm(Buffer.concat(chunks).toString('utf8')),
      query: decodeForm(url.search.slice(1)),
      idempotencyKey: typeof key === 'string' ? key : undefined,
    };
    this.requests.push(recorded);
    const sameRequest = JSON.stringify([recorded.method, recorded.path, recorded.body]);
    const replay = recorded.idempotencyKey && this.answered.get(recorded.idempotencyKey);
    const hangs = this.hanging.has(`${recorded.method} ${recorded.path}`);
    if (replay && hangs) {
      this.held.push(response);
      return;
    }
    if (replay) {
      const same = replay.request === sameRequest;
      response.writeHead(same ? replay.status : 400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          same
            ? replay.body
            : {
                error: {
                  type: 'idempotency_error',
                  message: 'Keys for idempotent requests can only be used with the same parameters',
                },
              },
        ),
      );
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      body = this.route(recorded);
      if (recorded.idempotencyKey && recorded.method === 'POST') {
        this.answered.set(recorded.idempotencyKey, { request: sameRequest, status, body });
      }
    } catch (error) {
      status = error instanceof NotFound ? 404 : 400;
      body = {
        error: {
          type: 'invalid_request_error',
          message: (error as Error).message,
          ...(status === 404 ? { code: 'resource_missing' } : {}),
          ...(error instanceof StandInRefusal ? { code: error.code } : {}),
        },
      };
    }
    const lose = this.lost.find(
      (each) => each.times > 0 && each.method === recorded.method && each.path === recorded.path,
    );
    if (lose) {
      lose.times -= 1;
      request.socket.destroy();
      return;
    }
    if (hangs) {
      this.held.push(response);
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
    response.end(JSON.stringify(body));
  }

  private route(recorded: RecordedRequest): unknown {
    const { method, path, body, query } = recorded;
    const books = this.books;
    const ending = routeCheckoutEndings(books, recorded);
    if (ending !== undefined) return ending;
    const [, , resource, id, more] = path.split('/');
    const form = method === 'GET' ? query : body;
    const expand = (form.expand as string[] | undefined) ?? [];
    const known = (objectId: string) => {
      const found = books.get(objectId);
      if (!found) throw new NotFound(`No such object: '${objectId}'`);
      return found;
    };
    const catalogued = catalogueRoute(books, recorded, known);
    if (catalogued !== undefined) return books.view(catalogued as StripeObject);
    if (resource === 'customers' && method === 'GET' && !id) {
      return books.listCustomers(query.email as string | undefined);
    }
    if (resource === 'coupons' && method === 'POST' && !id) return books.createCoupon(body);
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !more) return books.view(books.createSession(body));
      if (method === 'GET' && more) return this.expanded(known(more), expand);
    }
    if (resource === 'subscriptions' && id) {
      const subscription = known(id);
      if (method === 'GET') return this.expanded(subscription, expand);
      if (method === 'DELETE') {
        Object.assign(subscription, {
          status: 'canceled',
          ended_at: nowSeconds(),
          canceled_at: nowSeconds(),
        });
        return books.view(subscription);
      }
      return books.view(this.updateSubscription(subscription, body));
    }
    if (resource === 'subscription_schedules' && method === 'GET' && id) return known(id);
    if (resource === 'subscription_schedules' && method === 'POST') {
      if (!id) {
        const subscription = known(body.from_subscription as string);
        const item = subscription.items.data[0];
        const schedule = books.add({
          id: stripeId('sub_sched'),
          object: 'subscription_schedule',
          subscription: subscription.id,
          status: 'active',
          end_behavior: 'release',
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: [{ price: item.price.id, quantity: 1 }],
            },
          ],
        });
        subscription.schedule = schedule.id;
        return schedule;
      }
      return Object.assign(known(id), { phases: body.phases ?? [], end_behavior: body.end_behavior });
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      known(body.customer as string);
      return books.add({
        id: stripeId('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.com/p/session/test_${stripeId('x')}`,
        created: nowSeconds(),
        livemode: false,
      });
    }
    throw new NotFound(`Unrecognized request URL (${method}: ${path})`);
  }

  private updateSubscription(subscription: StripeObject, form: Form): StripeObject {
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    }
    if (form.pause_collection !== undefined) {
      const pause = form.pause_collection as Form | '';
      subscription.pause_collection =
        pause === '' ? null : { behavior: pause.behavior, resumes_at: Number(pause.resumes_at) };
    }
    if (form.cancel_at !== undefined)
      subscription.cancel_at = form.cancel_at === '' ? null : Number(form.cancel_at);
    for (const change of (form.items as Form[] | undefined) ?? []) {
      const item = subscription.items.data.find((found: StripeObject) => found.id === change.id);
      if (item && typeof change.price === 'string') {
        item.price = this.books.view(this.books.mustGet(change.price));
        continue;
      }
      const priceData = change.price_data as Form | undefined;
      if (!item || !priceData) throw new Error('The stand-in changes an item by its id and a price only');
      const recurring = priceData.recurring as Form;
      item.price = this.books.add({
        id: stripeId('price'),
        object: 'price',
        currency: priceData.currency,
        unit_amount: Number(priceData.unit_amount),
        product: priceData.product,
        recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count) },
      });
    }
    return subscription;
  }

  /** An object with the ids named by `expand` (dotted paths) replaced by the objects they name. */
  private expanded(object: StripeObject, expand: string[]): StripeObject {
    const shown = this.books.view(object);
    for (const path of expand) {
      let holder: Record<string, unknown> | null = shown;
      for (const field of path.split('.')) {
        if (!holder) break;
        const value = holder[field];
        if (typeof value === 'string' && this.books.get(value)) {
          holder[field] = this.books.view(this.books.mustGet(value));
        }
        holder = (holder[field] as Record<string, unknown> | null) ?? null;
      }
    }
    return shown;
  }
}
