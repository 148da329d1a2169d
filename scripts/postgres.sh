#!/usr/bin/env bash
# Runs a scratch PostgreSQL for durable sessions (the cluster and the tests):
# Debian's server, as the calling user (as Debian's `postgres` user when
# that is root, which PostgreSQL refuses), in a folder of its own, listening
# on a Unix socket in that folder only (no TCP port).
#
#   bash scripts/postgres.sh start DIR     # initializes DIR if it is new, starts, prints the socket folder
#   bash scripts/postgres.sh stop DIR      # fast shutdown
#
# The database is `componentkit`, owned by the user the server runs as, with
# trust authentication on the socket (the folder is readable by that user
# alone). Connect with: psql -h DIR/socket -U USER componentkit, where USER
# is the name printed by `start` (the second line).
set -euo pipefail
cd "$(dirname "$0")/.."
# Descriptors the caller left open (a test process's sockets) would pass to the server, which needs
# its share of the open-file limit to start: closed here.
for fd in /proc/$$/fd/*; do
    fd="${fd##*/}"
    if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
done

action="${1:-}"
dir="${2:-}"
if [ -z "$action" ] || [ -z "$dir" ]; then
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2
fi
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
    source scripts/setup-system.sh
    bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
fi
[ -x "$bin/pg_ctl" ] || { echo "postgres.sh: Debian's PostgreSQL server is not installed (apt-get install postgresql)" >&2; exit 1; }

mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
user="$(id -un)"
as_user=()
if [ "$(id -u)" = 0 ]; then
    user=postgres
    as_user=(runuser -u postgres --)
    chown postgres "$dir"
fi
chmod 700 "$dir"

case "$action" in
    start)
        if [ ! -f "$dir/data/PG_VERSION" ]; then
            "${as_user[@]}" "$bin/initdb" -D "$dir/data" -U "$user" --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
                || { echo "postgres.sh: initdb failed (see $dir/initdb.log)" >&2; tail -n 20 "$dir/initdb.log" >&2; exit 1; }
            "${as_user[@]}" mkdir -p "$dir/socket"
        fi
        if "${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
            : # already running
        else
            # A server stopped a moment ago may still be letting go of its socket: a few tries.
            started=0
            for attempt in 1 2 3; do
                if "${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 120 \
                    -o "-c listen_addresses='' -c unix_socket_directories='$dir/socket' -c fsync=off -c max_connections=200" start \
                    </dev/null >"$dir/pg_ctl.log" 2>&1; then started=1; break; fi
                sleep "$attempt"
            done
            if [ "$started" != 1 ]; then
                echo "postgres.sh: the server did not start (see $dir/server.log)" >&2; cat "$dir/pg_ctl.log" >&2; tail -n 20 "$dir/server.log" >&2; exit 1
            fi
        fi
        if ! "${as_user[@]}" "$bin/psql" -h "$dir/socket" -U "$user" -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'componentkit'" | grep -q 1; then
            "${as_user[@]}" "$bin/createdb" -h "$dir/socket" -U "$user" componentkit
        fi
        echo "$dir/socket"
        echo "$user"
        ;;
    stop)
        if [ -f "$dir/data/postmaster.pid" ]; then "${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 120 stop </dev/null >/dev/null 2>&1 || true; fi
        ;;
    *)
        echo "postgres.sh: unknown action '$action' (start or stop)" >&2; exit 2 ;;
esac
