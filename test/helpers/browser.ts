/**
 * Headless Chromium for browser tests: Debian's package at /usr/bin/chromium driven by
 * playwright-core (which never downloads a browser). Tests that need it are skipped, not failed,
 * where it is absent (CI installs it; see .ci/run).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/** `extraArgs`: more Chromium switches, e.g. what a test that fakes an origin needs. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * A page Playwright serves itself (route.fulfill) has no network address, so Chromium's local
 * network access checks treat it as public and block its requests to loopback; a test that serves
 * a loopback origin that way turns them off (the real origin would be loopback too).
 */
export const SERVED_ORIGIN_ARGS = [
  '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
];
