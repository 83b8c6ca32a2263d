// autocannon ships no types; what scripts/bench-search-load.ts uses of it.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (req: { path?: string; headers?: Record<string, string> }) => unknown;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number; average: number };
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
