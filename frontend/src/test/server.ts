import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** A mock API for component tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer();

export function withMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
