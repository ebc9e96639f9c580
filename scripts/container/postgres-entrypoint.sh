#!/bin/sh
# What the official postgres image's entrypoint does for this project: on an empty data folder, initdb with
# POSTGRES_USER as superuser and POSTGRES_PASSWORD (scram), create POSTGRES_DB; then serve on every address.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-host=scram-sha-256 --auth-local=trust >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -w -o "-c listen_addresses=''" start >/dev/null
  database="${POSTGRES_DB:-$POSTGRES_USER}"
  if [ "$database" != postgres ]; then
    createdb --username="$POSTGRES_USER" "$database"
  fi
  pg_ctl -w stop >/dev/null
fi
exec postgres -c listen_addresses='*'
