# syntax=docker/dockerfile:1
# Feastforge: the API, the web app and its service worker in one Node process (see README,
# "Docker"). The image runs the built server with node alone: no TypeScript loader, no build
# tools, no development packages.

# --- build: everything installed, the web app and the server built into dist/ ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/generator/package.json packages/generator/
COPY db/package.json db/
RUN npm ci
COPY . .
RUN npm run build

# --- deps: only what runs in production (native modules built for this platform) ---
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/generator/package.json packages/generator/
COPY db/package.json db/
RUN npm ci --omit=dev && npm cache clean --force

# --- run: a non-root user, the data directory as a volume ---
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/dist/web
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once built (and what the production build test starts).
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
