import { AsyncLocalStorage } from "node:async_hooks";

/** What the logger needs to know about the request being served (set by http/request-id.ts). */
export interface RequestContext {
  id: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
