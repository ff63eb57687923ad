#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the test suite (Debian's postgresql package).
# Usage: scripts/pg-test-cluster.sh start|stop   (PGTEST_PORT, default 54329; data in PGTEST_DIR, default /tmp/site-pgtest)
# Prints the TEST_DATABASE_URL to use on start.
set -euo pipefail
port="${PGTEST_PORT:-54329}"
dir="${PGTEST_DIR:-/tmp/site-pgtest}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$bin" ] || { echo "PostgreSQL is not installed: apt-get install postgresql" >&2; exit 1; }

run() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"
      run "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    if ! run "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      run "$bin/pg_ctl" -D "$dir" -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l "$dir/server.log" -w start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
