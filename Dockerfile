# Job Application Helper: the README's steps in an image. Not exercised by CI (no container engine runs
# on the development machines); every command below is one the tests run: npm ci, npm run build, npm start.
#
#   docker build -t job-application-helper .
#   docker run -p 3000:3000 -v jah-data:/data -e AUTH_SECRET=... job-application-helper
#
# See docs/deploy.md and compose.yaml (app, PostgreSQL, S3-compatible storage).

# --- build: install everything and build web app, server bundle and browser extension -----------------
FROM node:24-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

# --- run: the built tree, as an unprivileged user ------------------------------------------------------
FROM node:24-bookworm-slim
# pg_dump/pg_restore for `npm run backup` and `npm run restore` on PostgreSQL (Debian 12: version 15;
# pg_dump must be at least the server's major version).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# node_modules is kept whole: the command-line tools (backup, restore, storage:migrate, accounts:purge)
# run from the sources through tsx, and restore reads archives with yauzl.
COPY --from=build --chown=root:root /app /app
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
