# The product as one container: the API and the built web app on one port. With DATABASE_URL it
# uses that PostgreSQL (see compose.yaml); without, its embedded one under /data.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev && npm cache clean --force
COPY packages/domain packages/domain
COPY apps/api apps/api
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/api/dist apps/api/dist
RUN mkdir /data && chown node:node /data
USER node
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data LOG_FORMAT=json MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=4194304
EXPOSE 8080
VOLUME /data
# Liveness only: a database that is away is the readiness check's business (/api/health), and
# the server recovers from it by itself.
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM ends requests, the pool and the embedded PostgreSQL in turn.
STOPSIGNAL SIGTERM
# The server built to JavaScript at `npm run build` above (decision 2), run as scripts/start.mjs
# runs it (SERVER_NODE_ARGS, serverEnv; decision 390); WEB_CONCURRENCY=N runs N.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--heap-growing-percent=30", "apps/api/dist/server.js"]
