/**
 * The console's webhooks, governance-approvals and audit-export views in headless Chromium against
 * a real platform (set up as test/console/console.test.ts does: the console's own server process,
 * the default console origin forwarded to it, the seeded organisation owner signed in through the
 * platform's form). Webhooks go to a real loopback receiver (node:http on 127.0.0.1, reached
 * through the egress guard's test setting EGRESS_ALLOW_LOOPBACK_FOR_TESTS) and are verified with
 * the `standardwebhooks` package; one attempt per delivery (EVENTS_MAX_ATTEMPTS=1) lets a failed
 * delivery reach the dead-letter list at once. Private endpoints registered through the API by a
 * second admin (the maker) are approved in the console by the owner (the checker); the owner's
 * own is refused with the platform's typed error and rejected. A content-bound enablement is
 * rejected by the owner, and a later one approved by an admin made for the run who enrols TOTP on
 * the security page and answers the step-up prompt with a current code. The audit export's archive is
 * verified offline against the platform's audit keys. Each page is scanned with axe-core and
 * photographed; time to interactive is logged, not asserted.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@svc/db';
import { DEV_IDS } from '@svc/identity';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyExport } from '../../identity/src/audit/export/export-verification.ts';
import { FileAuditKeyProvider } from '../../identity/src/audit/index.ts';
import { PrismaClient } from '../../identity/src/db.ts';
import { hashPasswordAsync } from '../../identity/src/services/password.ts';
import { CONSOLE_DIST_DIR, ensureConsoleBuilt } from '../../scripts/build.ts';
import { devEdgeEnv, portsFromEnv, processSpecs, ROOT } from '../../scripts/platform.ts';
import { startReceiver, type Receiver } from '../../subgraphs/agents/src/events/testing/webhook-receiver.ts';
import { SERVED_ORIGIN_ARGS, hasChromium, launchChromium } from '../helpers/browser.ts';
import { CONSOLE, axeViolations, isLoopback, routeConsole, settled, totpCodes } from '../helpers/console-browser.ts';
import { errorCodes, gatewayGql } from '../helpers/gateway-graphql.ts';
import { adminToken, freePort, privateRedisUrl, startPlatform, type Platform } from '../helpers/platform-harness.ts';

// What the functions evaluated in the page use there (this project's tsconfig has no DOM library).
declare const document: { querySelector(s: string): unknown };

const SHOTS = join(ROOT, 'test/console/screenshots');

let p: Platform;
let server: string;
let rx: Receiver;
let browser: Browser | null = null;
let ctx: BrowserContext;
let page: Page;
const outside: string[] = [];
const pageErrors: string[] = [];
const timings: Record<string, number> = {};

beforeAll(async () => {
  rx = await startReceiver();
  await ensureConsoleBuilt();
  const edge = devEdgeEnv({}, portsFromEnv({}), {
    graphiqlClientId: DEV_IDS.publicClient,
    graphiqlScope: 'openid profile email svc:iam:user:read',
  });
  p = await startPlatform(
    {
      ...edge,
      REDIS_URL: (await privateRedisUrl()) ?? '',
      EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      EVENTS_POLL_INTERVAL_MS: '50',
      EVENTS_MAX_ATTEMPTS: '1',
    },
    // Its deliveries go to a loopback receiver with one attempt: no other platform's relay or
    // dispatcher may take them.
    { ownDatabase: true },
  );
  const port = await freePort();
  const spec = processSpecs(p.ports, 'separate', { consolePort: port }).rest.find((s) => s.name === 'console')!;
  await p.spawn(spec, {
    CONSOLE_AUTH_URL: p.auth,
    // {base_url} as npm start gives it (API_AUDIENCE): the origin the presigned export links name.
    CONSOLE_API_URL: p.env.API_AUDIENCE!,
    CONSOLE_CLIENT_ID: DEV_IDS.publicClient,
    CONSOLE_SCOPE: p.creds.publicClient.scopes.join(' '),
  });
  server = `http://127.0.0.1:${port}`;
  if (hasChromium) browser = await launchChromium(SERVED_ORIGIN_ARGS);
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await p?.stop();
  await rx?.close();
});

async function openPage(path: string, name: string) {
  await page.goto(`${CONSOLE}${path}`);
  await settled(page);
  timings[name] = Math.round(await page.evaluate(() => performance.now()));
  const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad, `${name}: ${JSON.stringify(bad)}`).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  expect(
    await page.locator('[role="alert"]').count(),
    `${name}: ${await page.locator('[role="alert"]').allTextContents()}`,
  ).toBe(0);
}

/** The page still works after a refusal: its heading is there and the form can be submitted again. */
async function stillUsable(button: string) {
  expect(await page.locator('main h1').count()).toBe(1);
  expect(await page.getByRole('button', { name: button, exact: true }).isEnabled()).toBe(true);
}

/** The receiver's next request on `path`, or a failure naming what the page showed meanwhile. */
async function received(path: string, after: () => Promise<unknown>) {
  const next = rx.next(path);
  await after();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      async () => reject(new Error(`nothing reached ${path}; the page shows: ${(await alertText()).join(' | ')}`)),
      60_000,
    );
  });
  try {
    return await Promise.race([next, late]);
  } finally {
    clearTimeout(timer);
  }
}

const alertText = () => page.locator('[role="alert"]').allTextContents();

/** A token for one of the seeded confidential clients (client credentials act for its owner). */
async function clientCredentialsToken(client: { clientId: string; clientSecret: string }): Promise<string> {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { access_token: string }).access_token;
}

describe.skipIf(!hasChromium)('the console: webhooks, governance approvals, audit export', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ctx = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    await routeConsole(ctx, { server, auth: p.auth, outside });
    page = await ctx.newPage();
    // A click that can never happen fails the test in a minute instead of at its timeout.
    page.setDefaultTimeout(60_000);
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('websocket', (ws) => {
      if (!isLoopback(ws.url())) outside.push(ws.url());
    });
  });
  afterEach(async (t) => {
    if (t.task.result?.state === 'fail')
      await page
        .screenshot({
          path: join(SHOTS, `failed-${t.task.name.slice(0, 40).replace(/\W+/g, '-')}.png`),
          fullPage: true,
        })
        .catch(() => {});
  });
  afterAll(async () => {
    await ctx?.close();
    // Logged, not asserted: the machine is shared.
    process.stdout.write(
      `[console] first-load JS ${(jsFirstLoadGzip() / 1024).toFixed(1)} kB gzip; time to interactive (ms, full load): ${JSON.stringify(timings)}\n`,
    );
  });

  it('signs in as the organisation owner', async () => {
    const owner = p.creds.users['org-admin'];
    await page.goto(`${CONSOLE}/`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForSelector('input[name="email"]', { timeout: 60_000 });
    await page.fill('input[name="email"]', owner.email);
    await page.fill('input[name="password"]', owner.password);
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-testid="me"]', { timeout: 60_000 });
    expect(await page.locator('.who').textContent()).toBe(owner.email);
  }, 180_000);

  it('refuses bad subscriptions with typed errors, stores none, and the form stays usable', async () => {
    await openPage('/webhooks', 'webhooks');
    const url = page.getByLabel('Destination URL');
    const types = page.getByLabel('Event types');
    const submit = page.getByRole('button', { name: 'Subscribe', exact: true });
    /** Submits and waits for the platform's answer (a submission clears the previous error first). */
    const submitted = async () => {
      const answered = page.waitForResponse(
        (r) =>
          r.url() === `${p.env.API_AUDIENCE}/graphql` &&
          !!r.request().postData()?.includes('ConsoleCreateEventSubscription'),
      );
      await submit.click();
      await answered;
    };
    const refusedWith = async (code: string) => {
      await expect.poll(async () => (await alertText()).join(' '), { timeout: 30_000 }).toContain(code);
      await stillUsable('Subscribe');
    };
    // Server-side request forgery: private, metadata and plain-http public destinations.
    for (const bad of ['https://10.1.2.3/hook', 'https://169.254.169.254/latest', 'http://hooks.example.com/x']) {
      await url.fill(bad);
      await types.fill('webhook.test');
      await submitted();
      await refusedWith('SVC-EGRESS-4300');
    }
    // Event types the catalogue does not know, some generated.
    await url.fill(rx.url('/never'));
    const junk = fc.sample(
      // As the page splits them (commas, spaces): at least one type, none a known one.
      fc.string({ minLength: 1, maxLength: 40 }).filter((s) => {
        const parts = s.split(/[\s,]+/).filter(Boolean);
        return parts.length > 0 && parts.every((t) => !/^(webhook\.test$|billing\.|audit\.)/.test(t));
      }),
      { numRuns: 4, seed: 27 },
    );
    for (const t of ['nope', ...junk]) {
      await types.fill(t);
      await submitted();
      await refusedWith('SVC-');
      expect((await alertText()).join(' ')).toMatch(/SVC-[A-Z]+-\d{4}/);
    }
    const listed = await page
      .locator('tr[data-destination]')
      .evaluateAll((rows) =>
        rows.map((r) => (r as unknown as { dataset: { destination: string } }).dataset.destination),
      );
    for (const u of ['https://10.1.2.3/hook', 'https://169.254.169.254/latest', rx.url('/never')])
      expect(listed).not.toContain(u);
    expect(rx.received('/never')).toEqual([]);
  }, 240_000);

  it('subscribes a loopback receiver, shows the secret once, sends a signed test event, rotates the secret', async () => {
    await openPage('/webhooks', 'webhooks');
    await page.getByLabel('Destination URL').fill(rx.url('/console'));
    await page.getByLabel('Event types').fill('webhook.test');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const secret = (await page.locator('[data-testid="whsec"]').textContent({ timeout: 60_000 }))!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.locator('[data-testid="whsec"]').count()).toBe(0);
    const row = page.locator(`tr[data-destination="${rx.url('/console')}"]`);
    await row.waitFor({ timeout: 60_000 });

    const got = await received('/console', () => row.getByRole('button', { name: /^Send test event/ }).click());
    const shown = page.locator('[data-testid="test-event"] code').first();
    const eventId = (await shown.textContent({ timeout: 60_000 }))!;
    const body = new Webhook(secret).verify(got.body, got.headers) as { id: string; type: string };
    expect(body).toMatchObject({ id: eventId, type: 'webhook.test' });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('not the secret').toString('base64')}`).verify(got.body, got.headers),
    ).toThrow();

    await row.getByRole('button', { name: /^Rotate secret/ }).click();
    const rotatedText = page.locator('[data-testid="whsec"]');
    await expect.poll(() => rotatedText.textContent(), { timeout: 60_000 }).toMatch(/^whsec_/);
    const rotated = (await rotatedText.textContent())!;
    expect(rotated).not.toBe(secret);
    expect(await page.locator('[data-testid="signing-secret"]').textContent()).toContain('previous secret also signs');
    await page.screenshot({ path: join(SHOTS, 'webhooks-rotated.png'), fullPage: true });
    await page.getByRole('button', { name: 'I have stored it' }).click();

    // After the rotation, deliveries verify with the new secret (and, during the overlap, the old one).
    const again = await received('/console', () => row.getByRole('button', { name: /^Send test event/ }).click());
    expect(new Webhook(rotated).verify(again.body, again.headers)).toMatchObject({ type: 'webhook.test' });
    expect(new Webhook(secret).verify(again.body, again.headers)).toMatchObject({ type: 'webhook.test' });
    expect(await page.locator('[role="alert"]').count()).toBe(0);

    // The subscription's deliveries, newest first: both test events, delivered (the receiver answers 204).
    await row.getByRole('button', { name: /^Deliveries/ }).click();
    const deliveries = page.locator('[data-testid="deliveries"] tbody tr');
    const states = async () => {
      await page.getByRole('button', { name: 'Refresh deliveries' }).click();
      return (await deliveries.locator('.state').allTextContents()).join(',');
    };
    await expect.poll(states, { timeout: 60_000, interval: 500 }).toBe('DELIVERED,DELIVERED');
    expect(await deliveries.first().getAttribute('data-delivery-id')).toBe(again.headers['webhook-id']);
    expect(await deliveries.nth(1).getAttribute('data-delivery-id')).toBe(got.headers['webhook-id']);
    expect(await deliveries.nth(1).getAttribute('data-event-id')).toBe(eventId);
    expect(await deliveries.first().textContent()).toContain('HTTP 204');
    await page.screenshot({ path: join(SHOTS, 'webhooks-deliveries.png'), fullPage: true });
    expect(await page.locator('[role="alert"]').count()).toBe(0);
  }, 240_000);

  it('lists a failed delivery as a dead letter and replays it with the same webhook-id', async () => {
    const path = '/flaky';
    rx.on(path, (n) => (n === 1 ? 'fail' : 'ok'));
    await openPage('/webhooks', 'webhooks');
    await page.getByLabel('Destination URL').fill(rx.url(path));
    await page.getByLabel('Event types').fill('webhook.test');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const secret = (await page.locator('[data-testid="whsec"]').textContent({ timeout: 60_000 }))!;
    await page.getByRole('button', { name: 'I have stored it' }).click();
    const row = page.locator(`tr[data-destination="${rx.url(path)}"]`);
    await row.waitFor({ timeout: 60_000 });
    const subscriptionId = (await row.getAttribute('data-subscription-id'))!;

    const firstTry = await received(path, () => row.getByRole('button', { name: /^Send test event/ }).click());
    const webhookId = firstTry.headers['webhook-id'];
    // One attempt allowed: the 500 dead-letters it; the list shows it once the page reloads it.
    const dead = page.locator(`tr[data-delivery-id="${webhookId}"]`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await settled(page);
          return dead.count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1);
    expect(await dead.getAttribute('data-subscription-id')).toBe(subscriptionId);
    expect(await dead.textContent()).toContain('HTTP 500');
    await page.screenshot({ path: join(SHOTS, 'webhooks-dead-letter.png'), fullPage: true });

    const retry = await received(path, () => dead.getByRole('button', { name: /^Replay/ }).click());
    expect(retry.headers['webhook-id']).toBe(webhookId);
    expect(new Webhook(secret).verify(retry.body, retry.headers)).toMatchObject({ type: 'webhook.test' });
    await page.locator('[role="status"]', { hasText: 'back on the queue' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('[role="alert"]').count()).toBe(0);
  }, 240_000);

  it("approves a second admin's private endpoint and shows the maker-checker refusal of the owner's own", async () => {
    const register = (bearer: string, displayName: string) =>
      gatewayGql(
        p.api,
        `mutation($input: RegisterPrivateEndpointInput!) { registerPrivateEndpoint(input: $input) { id status createdBy } }`,
        {
          input: {
            displayName,
            baseUrl: 'http://127.0.0.1:9/v1',
            kind: 'SELF_HOSTED',
            protocol: 'OPENAI_COMPATIBLE',
            authKind: 'BEARER_TOKEN',
            authSecretRef: 'env:LLM_KEY',
            modelIds: ['console-model'],
            networkBindingRef: 'nb_console',
            residencyRegion: 'eu',
          },
        },
        bearer,
      );
    const stamp = Date.now();
    const admin = await adminToken(p);
    const owner = await clientCredentialsToken(p.creds.clients['org-admin']);
    const byAdmin = await register(admin, `by-admin-${stamp}`);
    const byOwner = await register(owner, `by-owner-${stamp}`);
    expect(byAdmin.errors).toBeUndefined();
    expect(byOwner.errors).toBeUndefined();
    expect(byOwner.data!.registerPrivateEndpoint.createdBy).toBe(p.creds.users['org-admin'].userId);
    expect(byAdmin.data!.registerPrivateEndpoint.createdBy).not.toBe(p.creds.users['org-admin'].userId);

    await openPage('/governance', 'governance');
    const own = page.locator(`tr[data-endpoint-id="${byOwner.data!.registerPrivateEndpoint.id}"]`);
    const other = page.locator(`tr[data-endpoint-id="${byAdmin.data!.registerPrivateEndpoint.id}"]`);
    await own.getByRole('button', { name: /^Approve/ }).click();
    await expect.poll(async () => (await alertText()).join(' '), { timeout: 30_000 }).toContain('SVC-ENDPOINT-4310');
    await page.screenshot({ path: join(SHOTS, 'governance-maker-checker.png'), fullPage: true });

    await other.getByRole('button', { name: /^Approve/ }).click();
    await other.waitFor({ state: 'detached', timeout: 60_000 });
    await own.getByRole('button', { name: /^Reject/ }).click();
    await own.waitFor({ state: 'detached', timeout: 60_000 });
    const status = async (id: string) =>
      (await gatewayGql(p.api, `query($id: ID!) { privateEndpoint(id: $id) { status approvedBy } }`, { id }, owner))
        .data!.privateEndpoint;
    expect(await status(byAdmin.data!.registerPrivateEndpoint.id)).toEqual({
      status: 'ACTIVE',
      approvedBy: p.creds.users['org-admin'].userId,
    });
    expect(await status(byOwner.data!.registerPrivateEndpoint.id)).toMatchObject({
      status: 'RETIRED',
      approvedBy: null,
    });
    // Approving what is no longer pending is refused, typed, through the API as well.
    expect(
      errorCodes(
        await gatewayGql(
          p.api,
          `mutation($id: ID!) { approvePrivateEndpoint(id: $id) { id } }`,
          { id: byOwner.data!.registerPrivateEndpoint.id },
          admin,
        ),
      ),
    ).toEqual(['SVC-ENDPOINT-4311']);
  }, 240_000);

  it('shows a pending content-bound enablement; approving asks for a step-up code first, a bad one is refused, typed; the owner rejects it', async () => {
    // A shared database keeps an earlier run's ACTIVE enablement (no operation revokes one), and an
    // ACTIVE one refuses a new request.
    const db = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 1 });
    try {
      await db.contentBoundEnablement.deleteMany({ where: { workspaceId: DEV_IDS.workspace, status: 'ACTIVE' } });
    } finally {
      await db.$disconnect();
    }
    const admin = await adminToken(p);
    const requested = await gatewayGql(
      p.api,
      `mutation($input: ContentBoundEnablementInput!) { requestContentBoundEnablement(input: $input) { enablementId status } }`,
      {
        input: {
          dlpProfileId: 'dlp_console',
          dpaReference: 'DPA-CONSOLE-1',
          legalSignoffRef: 'LEGAL-CONSOLE-1',
          residencyRegion: 'eu',
          kmsKeyRef: 'kms:console-test',
        },
      },
      admin,
    );
    expect(requested.errors).toBeUndefined();
    expect(requested.data!.requestContentBoundEnablement.status).toBe('PENDING');
    await openPage('/governance', 'governance-content-bound');
    const section = page.locator('[data-testid="content-bound"]');
    expect(await section.textContent()).toContain(p.creds.users['workspace-admin'].userId);
    await section.getByRole('button', { name: 'Approve enablement' }).click();
    // The checker's approval needs a step-up grant bound to this enablement: the page asks for a code
    // before it sends anything, and identity refuses one the owner's authenticator did not make.
    const prompt = section.locator('[data-testid="step-up"]');
    await prompt.waitFor({ timeout: 30_000 });
    expect(await prompt.textContent()).toContain('Approving the content-bound enablement');
    await prompt.getByLabel('Authenticator code').fill('000000');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await alertText()).join(' '), { timeout: 30_000 }).toMatch(/SVC-[A-Z]+-\d{4}/);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await stillUsable('Approve enablement');
    const after = await gatewayGql(p.api, '{ contentBoundEnablement { enablementId status } }', {}, admin);
    expect(after.data!.contentBoundEnablement).toEqual(requested.data!.requestContentBoundEnablement);

    // Rejecting needs no step-up (it grants nothing); the owner is not the maker, so it is theirs to decide.
    await section.getByRole('button', { name: 'Reject enablement' }).click();
    await expect
      .poll(() => section.textContent(), { timeout: 60_000 })
      .toContain("The workspace's enablement is REJECTED");
    const rejected = await gatewayGql(
      p.api,
      '{ contentBoundEnablement { enablementId status approverChecker enabledAt } }',
      {},
      admin,
    );
    expect(rejected.data!.contentBoundEnablement).toEqual({
      enablementId: requested.data!.requestContentBoundEnablement.enablementId,
      status: 'REJECTED',
      approverChecker: p.creds.users['org-admin'].userId,
      enabledAt: '0',
    });
    expect(await alertText()).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'governance-content-bound-rejected.png'), fullPage: true });
  }, 240_000);

  it('exports a time range of the audit trail: the receipt, an archive that verifies offline, typed refusal of a bad range', async () => {
    await openPage('/audit', 'audit');
    await page.getByRole('button', { name: 'Export and verify' }).click();
    const receipt = page.locator('[data-testid="export-receipt"]');
    await receipt.waitFor({ timeout: 90_000 });
    expect(await receipt.textContent()).toMatch(
      /The platform verified the chain, then signed this export: [1-9]\d* events/,
    );
    const href = (await receipt.getByRole('link').getAttribute('href'))!;
    const signedBy = (await page.locator('[data-testid="signed-by"]').textContent())!;

    const zip = await fetch(href);
    expect(zip.status).toBe(200);
    const trustedKeys = new Set(
      new FileAuditKeyProvider(p.env.AUDIT_KEYS_DIR || p.env.KEYS_DIR!).allKeys().map((k) => k.publicKeyHex),
    );
    expect(trustedKeys.has(signedBy)).toBe(true);
    // The shared test database holds events other test platforms signed with keys of their own.
    const prisma = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 1 });
    try {
      for (const k of (await new AuditEventRepository(prisma).publicKeys()).values()) trustedKeys.add(k);
    } finally {
      await prisma.$disconnect();
    }
    const v = verifyExport(new Uint8Array(await zip.arrayBuffer()), { trustedKeys });
    expect(v.problem).toBeNull();
    expect(v.ok).toBe(true);
    // The page's own check of the archive against the receipt agrees, and shows the chain proof.
    const checked = page.locator('[role="status"][data-testid="archive-check"]');
    await checked.waitFor({ timeout: 60_000 });
    expect(await checked.textContent()).toContain('the manifest signature verifies');
    expect(await checked.textContent()).toContain(`at sequence ${v.head!.seq}`);
    await page.screenshot({ path: join(SHOTS, 'audit-export.png'), fullPage: true });

    // An archive changed on the way (one byte) is refused by the page, not shown as verified.
    await page.route('**/audit/exports/**', async (route) => {
      const response = await route.fetch();
      const body = Buffer.from(await response.body());
      body[Math.floor(body.length / 3)] ^= 0x01;
      await route.fulfill({ response, body });
    });
    await page.getByRole('button', { name: 'Export and verify' }).click();
    const refusedArchive = page.locator('[role="alert"][data-testid="archive-check"]');
    await refusedArchive.waitFor({ timeout: 90_000 });
    expect(await refusedArchive.textContent()).toContain("failed this browser's check");
    expect(await refusedArchive.textContent()).not.toContain('could not be downloaded');
    expect(await page.locator('[role="status"][data-testid="archive-check"]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'audit-export-tampered.png'), fullPage: true });
    await page.unroute('**/audit/exports/**');

    // A range that ends before it starts: the platform's typed refusal, and the form works again.
    await page.getByLabel('Export since').fill('2030-01-02T00:00');
    await page.getByLabel('Export until').fill('2030-01-01T00:00');
    await page.getByRole('button', { name: 'Export and verify' }).click();
    await expect
      .poll(async () => (await alertText()).join(' '), { timeout: 30_000 })
      .toMatch(/The chain was not exported.*SVC-[A-Z]+-\d{4}/);
    await stillUsable('Export and verify');
  }, 240_000);

  it('a second admin enrolled in MFA approves a new request with a correct code: the enablement is ACTIVE', async () => {
    const admin = await adminToken(p);
    const requested = await gatewayGql(
      p.api,
      `mutation($input: ContentBoundEnablementInput!) { requestContentBoundEnablement(input: $input) { enablementId status } }`,
      {
        input: {
          dlpProfileId: 'dlp_console',
          dpaReference: 'DPA-CONSOLE-2',
          legalSignoffRef: 'LEGAL-CONSOLE-2',
          residencyRegion: 'eu',
          kmsKeyRef: 'kms:console-test',
        },
      },
      admin,
    );
    expect(requested.errors).toBeUndefined();
    const enablementId = requested.data!.requestContentBoundEnablement.enablementId as string;
    const checker = await checkerForTheTest();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForSelector('input[name="email"]', { timeout: 60_000 });
    await page.fill('input[name="email"]', checker.email);
    await page.fill('input[name="password"]', checker.password);
    await page.click('button[type="submit"]');
    await page.locator('.who', { hasText: checker.email }).waitFor({ timeout: 60_000 });

    // Enrolment through the console's own security page; the test plays the authenticator app.
    await openPage('/security', 'security-checker');
    await page.getByRole('button', { name: 'Start enrolment' }).click();
    const totp = totpCodes((await page.locator('[data-testid="mfa-secret"]').textContent({ timeout: 60_000 }))!);
    await page.getByLabel('Code from the app').fill(totp());
    await page.getByRole('button', { name: 'Confirm enrolment' }).click();
    await page.locator('[data-testid="mfa-enrolled"]').waitFor({ timeout: 60_000 });

    await openPage('/governance', 'governance-step-up');
    const section = page.locator('[data-testid="content-bound"]');
    await section.getByRole('button', { name: 'Approve enablement' }).click();
    const prompt = section.locator('[data-testid="step-up"]');
    await prompt.getByLabel('Authenticator code').fill(totp());
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => section.textContent(), { timeout: 60_000 })
      .toContain("The workspace's enablement is ACTIVE");
    expect(await alertText()).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'governance-content-bound-approved.png'), fullPage: true });

    const after = await gatewayGql(
      p.api,
      '{ contentBoundEnablement { enablementId status approverMaker approverChecker enabledAt } }',
      {},
      admin,
    );
    expect(after.data!.contentBoundEnablement).toMatchObject({
      enablementId,
      status: 'ACTIVE',
      approverMaker: p.creds.users['workspace-admin'].userId,
      approverChecker: checker.userId,
    });
    expect(Number(after.data!.contentBoundEnablement.enabledAt)).toBeGreaterThan(0);
    const db = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 1 });
    try {
      const row = await db.contentBoundEnablement.findUniqueOrThrow({ where: { id: enablementId } });
      expect(row).toMatchObject({ status: 'ACTIVE', checkerUserId: checker.userId });
      // The grant was bound to this enablement and is spent.
      const used = await db.auditEvent.findMany({
        where: { action: 'auth.step_up.used', actorPrincipal: `user/${checker.userId}` },
      });
      expect(used).toHaveLength(1);
    } finally {
      await db.$disconnect();
    }

    // Turning it off asks first; "Keep it" changes nothing, "Revoke now" revokes it.
    await section.getByRole('button', { name: 'Revoke enablement' }).click();
    await section.getByRole('button', { name: 'Keep it' }).click();
    const kept = await gatewayGql(p.api, '{ contentBoundEnablement { status } }', {}, admin);
    expect(kept.data!.contentBoundEnablement).toEqual({ status: 'ACTIVE' });
    await section.getByRole('button', { name: 'Revoke enablement' }).click();
    await section.getByRole('button', { name: 'Revoke now' }).click();
    await expect
      .poll(() => section.textContent(), { timeout: 60_000 })
      .toContain("The workspace's enablement is REVOKED");
    expect(await alertText()).toEqual([]);
    const revoked = await gatewayGql(p.api, '{ contentBoundEnablement { enablementId status } }', {}, admin);
    expect(revoked.data!.contentBoundEnablement).toEqual({ enablementId, status: 'REVOKED' });
  }, 240_000);

  it('loaded nothing from outside the machine and threw no page error', () => {
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

/** gzip bytes of the JavaScript index.html loads first (the build's .gz twins). */
function jsFirstLoadGzip(): number {
  const html = readFileSync(join(CONSOLE_DIST_DIR, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)]
    .map((m) => readFileSync(join(CONSOLE_DIST_DIR, `${m[1]}.gz`)).length)
    .reduce((a, b) => a + b, 0);
}

/**
 * An organisation admin of the development workspace made for this run, with a password, so the
 * seeded owner other tests sign in as never gets MFA.
 */
async function checkerForTheTest() {
  const db = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 1 });
  try {
    const s = randomBytes(5).toString('hex');
    const password = randomBytes(18).toString('base64url');
    const userId = `usr_console_checker_${s}`;
    const email = `console-checker-${s}@dev.local`;
    await db.user.create({
      data: {
        id: userId,
        organizationId: DEV_IDS.organization,
        primaryWorkspaceId: DEV_IDS.workspace,
        email,
        givenName: 'Console',
        familyName: 'checker',
        passwordHash: await hashPasswordAsync(password),
        emailVerified: true,
        rootScope: 'ORGANIZATION',
      },
    });
    await db.membership.create({ data: { userId, workspaceId: DEV_IDS.workspace, role: 'ORG_ADMIN' } });
    return { userId, email, password };
  } finally {
    await db.$disconnect();
  }
}
