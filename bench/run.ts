import { benchAdmin, reportAdmin } from './admin.js';
import { benchImport, reportImport } from './admin-import.js';
import { benchDiscount, reportDiscount } from './discount.js';
import { benchErpReport, reportErpReport } from './erp-report.js';
import { benchFleet, reportFleet } from './fleet.js';
import {
  type Budget,
  type Measurement,
  measure,
  measureAgainstBaseline,
  report,
  startApi,
  startBaseline,
} from './harness.js';
import { benchHistory, reportHistory } from './history.js';
import { benchIntegration, reportIntegration } from './integration.js';
import { benchLinks, reportLinks } from './links.js';
import { benchPayments, HOT_READ_SHARE } from './payments.js';
import { benchProtocols, reportProtocols } from './protocols.js';
import { benchReceipt, reportReceipt } from './receipt.js';
import { benchStatement, reportStatement } from './statement.js';
import { benchStatementImport, reportStatementImport } from './statement-import.js';
import { benchStocks, reportStocks } from './stocks.js';
import { benchSubFirms, reportSubFirms } from './sub-firms.js';
import { pageBudgets, printWebRows, timeToInteractive } from './web.js';
import { benchSignedInPages, DEMO_FIRM_USER } from './web-session.js';

/** npm run bench: every figure next to its budget (docs/performance.md keeps the recorded runs). */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES = Boolean(process.env.DATABASE_URL);

// BENCH_ONLY=integration, links, pages, statement, receipt, subfirms, discount, stocks, erpreport, admin, import,
// statements (bank statement import), history, protocols or fleet runs those budgets alone
// (they need no baseline server).
if (process.env.BENCH_ONLY === 'integration') {
  const pass = reportIntegration(await benchIntegration({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'links') {
  const pass = reportLinks(await benchLinks({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'pages') {
  const server = await startApi();
  try {
    const rows = await benchSignedInPages(server.url.replace('127.0.0.1', 'localhost'), DEMO_FIRM_USER);
    printWebRows(rows);
    process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await server.stop();
  }
  process.exit();
}
if (process.env.BENCH_ONLY === 'statement') {
  const pass = reportStatement(await benchStatement({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'receipt') {
  const pass = reportReceipt(await benchReceipt({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'discount') {
  const pass = reportDiscount(await benchDiscount({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'stocks') {
  const pass = reportStocks(await benchStocks({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'erpreport') {
  const pass = reportErpReport(await benchErpReport({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'subfirms') {
  const pass = reportSubFirms(await benchSubFirms({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'admin') {
  const pass = reportAdmin(await benchAdmin({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'import') {
  const pass = reportImport(await benchImport());
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'statements') {
  const pass = reportStatementImport(await benchStatementImport());
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'protocols') {
  const pass = reportProtocols(await benchProtocols({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'fleet') {
  const pass = reportFleet(await benchFleet({ seconds: DURATION, rounds: ROUNDS }));
  process.exit(pass ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'history') {
  const pass = reportHistory(await benchHistory({ seconds: DURATION }));
  process.exit(pass ? 0 : 1);
}

const baselineServer = await startBaseline();
// The bench drives thousands of payments from one address.
const api = await startApi({ PAYMENT_ATTEMPTS_PER_10_MIN: '1000000' });
const bareUrl = `${baselineServer.url}/bare`;
let allPass = true;
try {
  // Foundation: the sign-in page's tenant lookup and sign-in itself.
  const rows: Measurement[] = [];
  const budgets = new Map<string, Budget>();
  const { baseline, target: endpoints } = await measureAgainstBaseline(
    ROUNDS,
    ['bare Fastify route (baseline)', { url: bareUrl, connections: 10, durationSeconds: DURATION }],
    [
      'GET /FirmAuth/GetLoginEndpoints',
      {
        url: `${api.url}/api/FirmAuth/GetLoginEndpoints?domain=${encodeURIComponent('http://localhost:3000')}`,
        connections: 10,
        durationSeconds: DURATION,
      },
    ],
  );
  // The second reference (issue 28): the same bare route sending the security headers every API answer carries.
  const headed = await measure("bare route with the API's security headers (reference)", {
    url: `${baselineServer.url}/bare-headed`,
    connections: 10,
    durationSeconds: DURATION,
  });
  rows.push(baseline, headed, endpoints);
  budgets.set(endpoints.name, {
    label: `≥ ${HOT_READ_SHARE * 100} % of baseline req/s`,
    pass:
      endpoints.requestsPerSecond / baseline.requestsPerSecond >= HOT_READ_SHARE && endpoints.non2xx === 0,
  });
  const login = await measure('POST /FirmAuth/Login (argon2id OWASP)', {
    url: `${api.url}/api/FirmAuth/Login`,
    method: 'POST',
    body: { email: 'demo@tahsilat.local', password: 'Tahsilat.2026' },
    connections: 10,
    durationSeconds: DURATION * 2,
  });
  rows.push(login);
  budgets.set(login.name, {
    label: 'p99 ≤ 300 ms at 10 connections',
    pass: login.p99 <= 300 && login.non2xx === 0,
  });

  // Payments: read-mostly configuration, starting a payment, and the bank callback.
  const payments = await benchPayments(api.url, bareUrl, {
    rounds: ROUNDS,
    seconds: DURATION,
    postgres: POSTGRES,
  });
  await baselineServer.stop();

  // Pay by link: the tracking list with 100,000 links in the tenant, and creating links.
  const links = await benchLinks({ seconds: DURATION });

  // The ERP integration API: pushing 100,000 movements, and a balance over them.
  const integration = await benchIntegration({ seconds: DURATION });

  // The account statement: 1,000,000 movements in the tenant, a firm's pages and its Excel file.
  const statement = await benchStatement({ seconds: DURATION });

  // The collection history: 1,000,000 card payments in the tenant, and the signed-in SalesRequest on them.
  const history = await benchHistory({ seconds: DURATION });

  // Receipts: a paid payment's PDF at 10 connections.
  const receipt = await benchReceipt({ seconds: DURATION });

  // Sub-dealers: a main firm with 10,000 sub-firms, the list with balances and a search.
  const subFirms = await benchSubFirms({ seconds: DURATION });

  // Invoice discounting: the preview of 500 invoices.
  const discount = await benchDiscount({ seconds: DURATION });

  // Stocks: 100,000 items in the tenant, the list with a text search.
  const stocks = await benchStocks({ seconds: DURATION });

  // The ERP report: aging over 10,000 sub-firms and 1,000,000 movements.
  const erpReport = await benchErpReport({ seconds: DURATION });

  // The admin console: the commission preview, and a change reaching a second instance.
  const admin = await benchAdmin({ seconds: DURATION });

  // The admin console's import: a 100,000-row movements XLSX, beside the same rows through the integration API.
  const adminImport = await benchImport();

  // Bank transfers: a 10,000-line camt.053 pushed, stored and matched against 1,000 dealers.
  const statementImport = await benchStatementImport();

  // More banks: each newer protocol's SalesRequest (with the enrolment call) and its callbacks.
  const protocols = await benchProtocols({ seconds: DURATION });

  // Past one machine: two instances behind HAProxy against one, the pay page's hot read.
  const fleet = await benchFleet({ seconds: DURATION, rounds: ROUNDS });

  // The public pages: what they load before they are usable, and what Lighthouse makes of them.
  const origin = api.url.replace('127.0.0.1', 'localhost');
  const webRows = [
    ...(await pageBudgets({
      path: '/signin',
      routeModule: 'src/features/auth/signin-page.tsx',
      usableLabel: 'E-posta',
      origin,
      javaScriptKb: 200,
    })),
    ...(await pageBudgets({
      path: '/pay-without-login',
      routeModule: 'src/features/pay/pay-without-login-page.tsx',
      usableLabel: 'Kart Numarası',
      origin,
      javaScriptKb: 250,
    })),
  ];
  // The signed-in pages: what each business page loads, and Lighthouse on the first page after sign-in.
  webRows.push(...(await benchSignedInPages(origin, DEMO_FIRM_USER)));
  const interactive = await timeToInteractive(`${origin}/pay-without-login`, '#pay-cardNumber', 5);
  webRows.push({
    name: '/pay-without-login navigation → interactive card form (median of 5)',
    value: `${interactive.toFixed(0)} ms`,
    budget: '≤ 1500 ms',
    pass: interactive <= 1500,
  });

  console.log(
    `\nTahsilat benchmarks (${POSTGRES ? 'PostgreSQL' : 'embedded PGlite'}; ratios are medians of ${ROUNDS} alternating ${DURATION} s rounds)\n`,
  );
  const foundationPass = report(rows, baseline, budgets);
  console.log('');
  const paymentPass = report(payments.rows, payments.baselines[0] ?? baseline, payments.budgets);
  for (const line of payments.extra) {
    console.log(line);
  }
  console.log('');
  const linkPass = reportLinks(links);
  console.log('');
  const integrationPass = reportIntegration(integration);
  console.log('');
  const statementPass = reportStatement(statement);
  console.log('');
  const historyPass = reportHistory(history);
  console.log('');
  const receiptPass = reportReceipt(receipt);
  console.log('');
  const subFirmPass = reportSubFirms(subFirms);
  console.log('');
  const discountPass = reportDiscount(discount);
  console.log('');
  const stockPass = reportStocks(stocks);
  console.log('');
  const erpReportPass = reportErpReport(erpReport);
  console.log('');
  const adminPass = reportAdmin(admin);
  console.log('');
  const importPass = reportImport(adminImport);
  console.log('');
  const statementImportPass = reportStatementImport(statementImport);
  console.log('');
  const protocolsPass = reportProtocols(protocols);
  console.log('');
  const fleetPass = reportFleet(fleet);
  console.log('');
  printWebRows(webRows);
  allPass =
    foundationPass &&
    fleetPass &&
    paymentPass &&
    linkPass &&
    integrationPass &&
    statementPass &&
    historyPass &&
    receiptPass &&
    subFirmPass &&
    discountPass &&
    stockPass &&
    erpReportPass &&
    importPass &&
    statementImportPass &&
    protocolsPass &&
    adminPass &&
    webRows.every((row) => row.pass);
  console.log(allPass ? '\nAll budgets met.' : '\nSome budgets were missed.');
} finally {
  await api.stop();
}
process.exitCode = allPass ? 0 : 1;
