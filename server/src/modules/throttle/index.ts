/** Login and signup throttling: the auth module's failure counters and backoff (SECURITY.md). */
export { createLoginThrottle, type LoginRefusal, type LoginThrottle } from "./login-throttle";
export { createLoginThrottleRepository } from "./login-throttle-repository";
export { createThrottleRepository, type ThrottleRepository } from "./throttle-repository";
