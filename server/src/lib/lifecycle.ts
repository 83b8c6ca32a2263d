/**
 * Where a server process is in its life. `draining` turns on at SIGTERM: readiness answers 503 so load balancers
 * stop sending new requests, while the requests already here finish (see server.ts `drain`).
 */
export class Lifecycle {
  draining = false;
}
