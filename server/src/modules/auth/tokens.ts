import crypto from "node:crypto";
import jwt from "jsonwebtoken";

const ISSUER = "hirewise";
const AUDIENCE = "hirewise-api";

export interface AccessClaims {
  sub: string;
}

export function signAccessToken(userId: string, secret: string, ttlSeconds: number): string {
  return jwt.sign({}, secret, { algorithm: "HS256", subject: userId, issuer: ISSUER, audience: AUDIENCE, expiresIn: ttlSeconds });
}

/** Returns the user id, or null for any invalid or expired token. */
export function verifyAccessToken(token: string, secret: string): string | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    return typeof claims === "object" && typeof claims.sub === "string" ? claims.sub : null;
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
