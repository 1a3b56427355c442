import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';
import { preview, type PreviewServer } from 'vite';

/** The app's folder (holds vite.config.ts and the built dist/). */
export const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where Chromium is: `CHROMIUM_PATH` when set, else /usr/bin/chromium (where CI installs it),
 * else the first `chromium` or `chromium-browser` on the PATH.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? findChromium();

function findChromium(): string {
  const fallback = '/usr/bin/chromium';
  if (existsSync(fallback)) return fallback;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      if (dir && existsSync(join(dir, name))) return join(dir, name);
    }
  }
  return fallback;
}

/** Flags for a quiet, sandbox-free headless run in a container. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Flags that give headless Chromium a WebGL2 context without a GPU: ANGLE on SwiftShader,
 * the software renderer (the 3D view's tests need it).
 */
export const SOFTWARE_GL = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** The shared servers: a `vite preview` of dist/ and a headless Chromium others connect to. */
export interface Servers {
  readonly url: string;
  readonly wsEndpoint: string;
  close(): Promise<void>;
}

/**
 * Serves the built app with `vite preview` on a free localhost port and launches Chromium
 * as a server. Fails with a message saying what to do when Chromium or the build is
 * missing: a browser test that quietly skips would let a broken demo through.
 */
export async function startServers(): Promise<Servers> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: the browser tests need it. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  if (!existsSync(fileURLToPath(new URL('../dist/index.html', import.meta.url)))) {
    throw new Error('apps/web/dist is missing: build the app first (pnpm --filter @mazekit/web build).');
  }
  const port = await freePort();
  const server: PreviewServer = await preview({
    root: APP_ROOT,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  let browser: BrowserServer;
  try {
    browser = await chromium.launchServer({ executablePath: CHROMIUM, args: [...FLAGS, ...SOFTWARE_GL] });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    wsEndpoint: browser.wsEndpoint(),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A test file's handle on the shared browser. */
export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Connects to the browser the global setup started (one Chromium for the whole run). */
export async function startHarness(): Promise<Harness> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  return {
    url: inject('appUrl'),
    browser,
    async close() {
      await browser.close();
    },
  };
}
