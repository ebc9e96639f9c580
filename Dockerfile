# Job Application Helper: the README's steps in an image. scripts/container-test.sh builds and runs it with
# podman where podman can be installed; the run stage is the tree scripts/production-tree.test.mjs checks.
#
#   docker build -t job-application-helper .
#   docker run -p 3000:3000 -v jah-data:/data -e AUTH_SECRET=... job-application-helper
#
# See docs/deploy.md and compose.yaml (app, PostgreSQL, S3-compatible storage).

# --- build: install everything, build web app, server bundle, operator commands and browser extension,
# then copy what runs into /prod and install only the server's runtime dependencies there ---------------
FROM node:24-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build \
  && node scripts/production-tree.mjs /prod \
  && cd /prod && npm ci --omit=dev --workspace apps/server --include-workspace-root --no-audit --no-fund \
  && npm cache clean --force

# --- run: the built tree, as an unprivileged user ------------------------------------------------------
FROM node:24-bookworm-slim
# pg_dump/pg_restore for `npm run backup` and `npm run restore` on PostgreSQL (Debian 12: version 15;
# pg_dump must be at least the server's major version).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Built JavaScript, data files and runtime dependencies only: no TypeScript source, test or dev dependency.
# The operator commands (backup, restore, storage:migrate, accounts:purge) run built like the server.
COPY --from=build --chown=root:root /prod /app
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
VOLUME ["/data"]
EXPOSE 3000
# Ready means the database and the file storage answer (GET /api/ready); /api/health is liveness only.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# npm start finds everything built (it only rebuilds what is older than its sources).
CMD ["npm", "start"]
