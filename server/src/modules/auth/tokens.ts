import crypto from "node:crypto";
import jwt from "jsonwebtoken";

const ISSUER = "hirewise";
const AUDIENCE = "hirewise-api";

/** What a valid access token says: whose it is and which session (refresh-token family) it belongs to. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

// jsonwebtoken turns a string secret into a KeyObject on every call, first trying (and failing) to read it as a
// public key: ~0.7 ms per request. One KeyObject per secret avoids that.
const keys = new Map<string, crypto.KeyObject>();
function keyFor(secret: string): crypto.KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.createSecretKey(Buffer.from(secret, "utf8"))));
  return key;
}

export function signAccessToken(userId: string, sessionId: string, secret: string, ttlSeconds: number): string {
  return jwt.sign({ sid: sessionId }, keyFor(secret), { algorithm: "HS256", subject: userId, issuer: ISSUER, audience: AUDIENCE, expiresIn: ttlSeconds });
}

/** The claims, or null for any invalid or expired token, or one without a session id (issued before sessions could end). */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  try {
    const claims = jwt.verify(token, keyFor(secret), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    if (typeof claims !== "object" || typeof claims.sub !== "string" || typeof claims.sid !== "string") return null;
    return { userId: claims.sub, sessionId: claims.sid };
  } catch {
    return null;
  }
}

/** An opaque, unguessable refresh token; only its hash is stored. */
export function newRefreshToken(): string {
  return `rt_${crypto.randomBytes(32).toString("base64url")}`;
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
