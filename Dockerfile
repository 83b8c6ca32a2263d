# syntax=docker/dockerfile:1
# Hirewise: the API and the web app in one image, compiled JavaScript only (docs/DEPLOY.md).
#   docker build -t hirewise .
#   docker run -p 8080:8080 -e DATABASE_URL=... -e JWT_SECRET=... hirewise
#   (add -e WEB_CONCURRENCY=<cores> to run that many API processes in the container; docs/DEPLOY.md)
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# 1. Build: every dependency, then the web app (precompressed), the API reference page and the compiled server.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (no client libraries, no build or test tools).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
RUN npm ci --omit=dev --workspace server --no-audit --no-fund && mkdir -p server/node_modules && npm cache clean --force

# 3. Runtime: a non-root user, the compiled output and the data files the server reads.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/server/node_modules server/node_modules
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/public server/public
COPY --from=build /app/client/dist client/dist
COPY package.json ./
COPY server/package.json server/
COPY server/data server/data
COPY config config
# (The contract is not copied: the compiled server carries the bundled openapi/generated/openapi.json inside it.)
# DATA_DIR holds the embedded database when DATABASE_URL is unset (a single-container trial); mount a volume there.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
VOLUME ["/app/data"]
# Liveness: the process answers. Load balancers route by readiness (/api/v1/health/ready), which turns 503 on SIGTERM.
HEALTHCHECK --interval=15s --timeout=3s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/v1/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# A larger young generation: a search allocates a few hundred KB that die young, and 16 MB semi-spaces collected
# them often enough to cost about a tenth of the server's CPU under load (docs/PERFORMANCE.md).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "server/dist/main.js"]
