# syntax=docker/dockerfile:1
# The production image of Tahsilat (docs/deployment.md): the API server with the built web app, on a supported Node
# LTS, as a non-root user, with a read-only file system apart from DATA_DIR (and /tmp for import uploads).
# CI runs the built server on this Node version (scripts/image-node-smoke.sh reads the version from this line).
ARG NODE_VERSION=24.21.0

# The workspaces' manifests alone: both install stages start from them, so a source change keeps their layers.
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/pos/package.json packages/pos/
COPY e2e/package.json e2e/

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the server needs at run time: its production dependencies and the workspace packages it imports.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/api

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/pos/package.json packages/pos/
COPY --from=build /app/packages/pos/dist packages/pos/dist
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/media apps/api/media
COPY --from=build /app/apps/web/dist apps/web/dist
# The code belongs to root and is only read; the server writes to DATA_DIR alone.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM lets in-flight requests finish (10 s) before the process ends.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
