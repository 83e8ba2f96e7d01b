import { postCallback, saleThroughThreeD } from '../../apps/api/test/payments.js';
import { movementRows } from '../../bench/integration-support.js';
import { scopeFirmIds, signIn } from '../../bench/links.js';

const GUID = '11111111-1111-4111-8111-111111111111';
const INTEGRATION_KEY = 'thk_demo_A_4f1c2b7e9d0a48c6b3e5f7a9c1d2e3f4';

/** The card programmes a drill pays with: one per protocol the sandbox bank speaks. */
const PROGRAMMES = [
  { cardName: 'Axess', card: '4355084355084358' },
  { cardName: 'World', card: '5451031234567897' },
  { cardName: 'Sağlam Kart', card: '5188961939192544' },
  { cardName: 'Worldcard', card: '4938410157705591' },
];

export type OperationKind = 'read' | 'write' | 'payment';

export interface Outcome {
  operation: string;
  kind: OperationKind;
  /** ms since the load began. */
  at: number;
  ms: number;
  ok: boolean;
  status: number;
  error?: string;
}

/** A payment as the visitor saw it end: where the bank's callback sent the iframe. */
export interface PaymentSeen {
  transactionId: string;
  approved: boolean;
}

interface Session {
  url: string;
  token: string;
  firmId: string;
}

type Operation = { name: string; kind: OperationKind; weight: number; run: (s: Session) => Promise<number> };

async function status(response: Response): Promise<number> {
  await response.arrayBuffer();
  return response.status;
}

const get = (url: string, token?: string) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then(status);

const send = (method: string, url: string, body: unknown, authorization?: string) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  }).then(status);

export interface LoadMix {
  /** Weights of the kinds of work; 0 leaves a kind out. */
  reads: number;
  signIns: number;
  payments: number;
  links: number;
  statements: number;
  pushes: number;
}

/**
 * The drills' mixed load, as the portal's users make it: visitors reading the pay page and paying through the
 * sandbox bank, finance users signing in, creating links and reading statements, the ERP pushing movements.
 */
export class MixedLoad {
  readonly outcomes: Outcome[] = [];
  readonly payments: PaymentSeen[] = [];
  private started = 0;
  private pushes = 0;

  constructor(
    private readonly url: string,
    private readonly mix: LoadMix,
  ) {}

  private operations(): Operation[] {
    const url = this.url;
    return [
      {
        name: 'pay page reads',
        kind: 'read',
        weight: this.mix.reads,
        run: async () => {
          const answers = await Promise.all([
            get(`${url}/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${GUID}`),
            get(`${url}/api/PayWithoutLogin/AvailableProviders?tenantPaymentGuid=${GUID}`),
          ]);
          return answers.find((code) => code !== 200) ?? 200;
        },
      },
      {
        name: 'statement page',
        kind: 'read',
        weight: this.mix.statements,
        run: (s: Session) =>
          get(
            `${url}/api/FirmReport/Statement?firmId=${s.firmId}&dateFrom=2026-01-01&dateTo=2026-12-31&pageSize=50`,
            s.token,
          ),
      },
      {
        name: 'sign-in',
        kind: 'write',
        weight: this.mix.signIns,
        run: () =>
          send('POST', `${url}/api/FirmAuth/Login`, {
            email: 'bayi@tahsilat.local',
            password: 'Tahsilat.2026',
            b2BDomainUrl: 'http://localhost:3000',
          }),
      },
      {
        name: 'link creation',
        kind: 'write',
        weight: this.mix.links,
        run: (s: Session) =>
          send(
            'POST',
            `${url}/api/PaymentRequest/Create`,
            { amount: '1250.00', currencyCode: 'TRY', description: 'Tatbikat bağlantısı' },
            `Bearer ${s.token}`,
          ),
      },
      {
        name: 'integration push',
        kind: 'write',
        weight: this.mix.pushes,
        run: () => {
          this.pushes += 1;
          return send(
            'PUT',
            `${url}/api/integration/v1/movements`,
            { items: movementRows(20, '1003', `drill-${process.pid}-${this.pushes}`) },
            `Bearer ${INTEGRATION_KEY}`,
          );
        },
      },
      { name: 'card payment', kind: 'payment', weight: this.mix.payments, run: () => this.pay() },
    ].filter((operation) => operation.weight > 0) as Operation[];
  }

  /** A visitor's payment: the sale, the bank's 3-D page, the callback through the balancer. */
  private async pay(): Promise<number> {
    const programme = PROGRAMMES[Math.floor(Math.random() * PROGRAMMES.length)] ?? PROGRAMMES[0];
    const { transactionId, callback } = await saleThroughThreeD(this.url, { ...programme, installments: 1 });
    const answer = await postCallback(callback.action, callback.fields);
    if (answer.status !== 303) {
      return answer.status;
    }
    this.payments.push({ transactionId, approved: answer.location.includes('/true/') });
    return 200;
  }

  private async session(): Promise<Session> {
    const { token } = await signIn(this.url);
    const [firmId] = await scopeFirmIds(this.url, token);
    return { url: this.url, token, firmId };
  }

  /** Runs `users` loops of weighted operations for `seconds`; outcomes are kept with their time. */
  async run(users: number, seconds: number): Promise<void> {
    const session = await this.session();
    const operations = this.operations();
    const total = operations.reduce((sum, operation) => sum + operation.weight, 0);
    this.started = performance.now();
    const until = this.started + seconds * 1000;
    const user = async () => {
      while (performance.now() < until) {
        const operation = pickWeighted(operations, Math.random() * total);
        if (operation) {
          await this.measure(operation, session);
        }
      }
    };
    await Promise.all(Array.from({ length: users }, user));
  }

  private async measure(operation: Operation, session: Session): Promise<void> {
    const at = performance.now() - this.started;
    try {
      const code = await operation.run(session);
      this.record({ operation: operation.name, kind: operation.kind, at, code });
    } catch (error) {
      this.record({ operation: operation.name, kind: operation.kind, at, code: 0, error: String(error) });
    }
  }

  private record(entry: {
    operation: string;
    kind: OperationKind;
    at: number;
    code: number;
    error?: string;
  }) {
    this.outcomes.push({
      operation: entry.operation,
      kind: entry.kind,
      at: entry.at,
      ms: performance.now() - this.started - entry.at,
      ok: entry.code >= 200 && entry.code < 300,
      status: entry.code,
      ...(entry.error ? { error: entry.error.slice(0, 200) } : {}),
    });
  }

  /** Now, in the load's own clock (ms since it began). */
  now(): number {
    return performance.now() - this.started;
  }
}

/** The operation whose share of the total weight holds `point`. */
function pickWeighted(operations: Operation[], point: number): Operation | undefined {
  let rest = point;
  for (const operation of operations) {
    rest -= operation.weight;
    if (rest < 0) {
      return operation;
    }
  }
  return operations.at(-1);
}

/** Error rate of the outcomes of one kind in a time window of the load's clock. */
export function errorRate(outcomes: Outcome[], kind: OperationKind, from = 0, to = Number.POSITIVE_INFINITY) {
  const inWindow = outcomes.filter(
    (outcome) => outcome.kind === kind && outcome.at >= from && outcome.at < to,
  );
  const failed = inWindow.filter((outcome) => !outcome.ok);
  return {
    total: inWindow.length,
    failed: failed.length,
    rate: inWindow.length ? failed.length / inWindow.length : 0,
  };
}
