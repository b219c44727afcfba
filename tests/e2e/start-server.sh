#!/usr/bin/env bash
# Starts the real server for the browser tests on a fresh, throw-away database:
# a new DATA_DIR (embedded PGlite), or, when DATABASE_URL is set, a scratch PostgreSQL database
# next to the one named there. Both are wiped at start (in case an earlier run was killed) and on
# exit. Usage: start-server.sh PORT [ENV=VALUE...]
set -euo pipefail
port="$1"
shift
data_dir="${TMPDIR:-/tmp}/tutor-admin-e2e-${port}"
rm -rf "$data_dir"
mkdir -p "$data_dir"
scratch_db=""
server_pid=""

cleanup() {
  if [[ -n "$server_pid" ]]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [[ -n "$scratch_db" ]]; then psql "$DATABASE_URL" -qc "drop database if exists \"$scratch_db\" with (force)" >/dev/null 2>&1 || true; fi
  rm -rf "$data_dir"
}
trap cleanup EXIT
trap 'exit 0' TERM INT

server_database_url=""
if [[ -n "${DATABASE_URL:-}" ]]; then
  scratch_db="tutor_e2e_${port}"
  PGOPTIONS="-c client_min_messages=warning" psql "$DATABASE_URL" -qc "drop database if exists \"$scratch_db\" with (force)" >/dev/null
  psql "$DATABASE_URL" -qc "create database \"$scratch_db\"" >/dev/null
  server_database_url="${DATABASE_URL%/*}/${scratch_db}"
fi

env -u DATABASE_URL \
  ${server_database_url:+DATABASE_URL="$server_database_url"} \
  NODE_ENV=test HOST=127.0.0.1 PORT="$port" DATA_DIR="$data_dir" \
  PUBLIC_URL="http://localhost:${port}" LOG_LEVEL=warn SEED_DEMO_DATA=false \
  "$@" node --import tsx server/main.ts &
server_pid=$!
wait "$server_pid"
