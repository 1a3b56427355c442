import type { TestProject } from 'vitest/node';
import { startServers, type Servers } from './harness.js';

let servers: Servers | undefined;

/**
 * Starts one `vite preview` of dist/ and one headless Chromium for the whole browser test
 * run; every test file connects to the same browser (see harness.ts).
 */
export async function setup(project: TestProject): Promise<void> {
  servers = await startServers();
  project.provide('appUrl', servers.url);
  project.provide('browserEndpoint', servers.wsEndpoint);
}

/** Stops the browser and the server. */
export async function teardown(): Promise<void> {
  await servers?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    browserEndpoint: string;
  }
}
