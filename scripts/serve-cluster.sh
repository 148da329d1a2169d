#!/usr/bin/env bash
# Serves the examples app from N instances behind nginx on one machine:
# nginx on 127.0.0.1:PORT, the instances on PORT+1 … PORT+N, named i1 … iN.
# nginx runs as the calling user with its own prefix, pid, logs and temp
# files in a run directory; Ctrl-C (or SIGTERM) stops everything.
#
#   bash scripts/serve-cluster.sh 3                 # builds `examples` in release first
#   bash scripts/serve-cluster.sh 2 --port 9000 --examples .build/debug/examples -- --drain-grace 5
#
# Drain one instance as an orchestrator would: `kill -TERM <its pid>` (the
# pids are in RUN_DIR/instances). It answers 503, moves its visitors to the
# others after its grace period and exits; the rest keep serving.
#
# Sessions are durable: a PostgreSQL of the cluster's own (scripts/postgres.sh,
# in RUN_DIR/postgres) keeps their snapshots, so when an instance dies
# (`kill -9`), its visitors' pages reconnect through nginx to another
# instance, which resumes them. Each instance serves Prometheus metrics on a
# free loopback port, printed in its log (RUN_DIR/iN.log: "metrics: …").
#
# Options:
#   N                  instances (default 2)
#   --port PORT        nginx's port (default 8080); instances take the next N
#   --examples PATH    the examples executable (default: build it in release)
#   --run-dir DIR      where configuration, logs and pids go (default: a new temporary folder)
#   --exit-with PID    stop everything when process PID ends (for tests)
#   --no-durable       no PostgreSQL: sessions live in their instance only
#   -- ARGS            passed to every instance (`examples serve --help`)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

count=2
port=8080
examples=""
run_dir=""
exit_with=""
durable=1
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --port) port="$2"; shift 2 ;;
        --examples) examples="$2"; shift 2 ;;
        --run-dir) run_dir="$2"; shift 2 ;;
        --exit-with) exit_with="$2"; shift 2 ;;
        --no-durable) durable=0; shift ;;
        --) shift; extra=("$@"); break ;;
        -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *)
            if [[ "$1" =~ ^[0-9]+$ ]]; then count="$1"; shift
            else echo "serve-cluster: unknown argument '$1' (see --help)" >&2; exit 2; fi ;;
    esac
done
if ! [[ "$count" =~ ^[0-9]+$ ]] || [ "$count" -lt 1 ] || [ "$count" -gt 64 ]; then
    echo "serve-cluster: give 1 to 64 instances, not '$count'" >&2; exit 2
fi
if ! [[ "$port" =~ ^[0-9]+$ ]] || [ "$port" -lt 1 ] || [ $((port + count)) -gt 65535 ]; then
    echo "serve-cluster: --port $port leaves no room for $count instances above it (ports go up to 65535)" >&2; exit 2
fi

if [ -z "$examples" ]; then
    source scripts/setup-system.sh
    swift build -c release --product examples >&2
    examples="$(swift build -c release --show-bin-path)/examples"
fi
if [ ! -x "$examples" ]; then echo "serve-cluster: no examples executable at $examples" >&2; exit 2; fi
nginx_bin="$(command -v nginx || true)"
if [ -z "$nginx_bin" ] && [ -x /usr/sbin/nginx ]; then nginx_bin=/usr/sbin/nginx; fi
if [ -z "$nginx_bin" ]; then echo "serve-cluster: nginx is not installed (bash scripts/setup-system.sh installs it)" >&2; exit 2; fi

if [ -z "$run_dir" ]; then run_dir="$(mktemp -d -t componentkit-cluster.XXXXXX)"; fi
mkdir -p "$run_dir/temp"
run_dir="$(cd "$run_dir" && pwd)"
# nginx's workers drop to `nobody` when started by root: they must reach the temp folders.
chmod 755 "$run_dir" "$run_dir/temp"
: > "$run_dir/instances"

# The secret nginx adds to every request and the instances require before believing X-Forwarded-For,
# readable by this user alone (a file, not an argument: command lines are visible to every user).
( umask 077
  head -c 32 /dev/urandom | base64 | tr -d '\n' > "$run_dir/proxy-secret"
  printf 'proxy_set_header X-ComponentKit-Proxy-Secret "%s";\n' "$(cat "$run_dir/proxy-secret")" \
      > "$run_dir/componentkit-proxy-secret.conf" )

# Durable sessions: the database, and the secret every instance signs snapshots with.
durable_args=()
if [ "$durable" = 1 ]; then
    ( umask 077; head -c 48 /dev/urandom | base64 | tr -d '\n' > "$run_dir/snapshot-secret" )
    postgres_out="$(bash scripts/postgres.sh start "$run_dir/postgres")" \
        || { echo "serve-cluster: PostgreSQL did not start (see $run_dir/postgres/server.log)" >&2; exit 1; }
    durable_args=(--postgres-socket "$(echo "$postgres_out" | sed -n 1p)" --postgres-user "$(echo "$postgres_out" | sed -n 2p)"
                  --snapshot-secret-file "$run_dir/snapshot-secret")
fi

pids=()
nginx_pid=""
stopping=0
stop_all() {
    [ "$stopping" = 1 ] && return
    stopping=1
    echo "serve-cluster: stopping" >&2
    # SIGINT: instances stop at once (SIGTERM would drain them); SIGQUIT: nginx finishes its requests.
    for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
    if [ -n "$nginx_pid" ]; then kill -QUIT "$nginx_pid" 2>/dev/null || true; fi
    wait 2>/dev/null || true
    if [ "$durable" = 1 ]; then bash scripts/postgres.sh stop "$run_dir/postgres" || true; fi
}
trap 'stop_all; exit 0' INT TERM
trap 'stop_all' EXIT

# The shipped configuration, with the instance part written for these instances.
{
    echo "upstream componentkit {"
    echo "    least_conn;"
    for i in $(seq 1 "$count"); do echo "    server 127.0.0.1:$((port + i)) max_fails=1 fail_timeout=5s;"; done
    echo "}"
    for i in $(seq 1 "$count"); do
        echo "upstream componentkit_i$i {"
        echo "    server 127.0.0.1:$((port + i)) max_fails=1 fail_timeout=2s;"
        for j in $(seq 1 "$count"); do [ "$j" != "$i" ] && echo "    server 127.0.0.1:$((port + j)) backup;"; done
        echo "}"
    done
    echo "map \"\$arg_session\$componentkit_image_session\" \$componentkit_upstream {"
    echo "    default componentkit;"
    for i in $(seq 1 "$count"); do echo "    ~^i$i- componentkit_i$i;"; done
    echo "}"
} > "$run_dir/instances.conf"
awk -v instances="$run_dir/instances.conf" -v listen="    listen 127.0.0.1:$port;" -v access="$run_dir/nginx-access.log" '
    /^# ---- instances/ { skipping = 1; while ((getline line < instances) > 0) print line; next }
    /^# ---- end of instances/ { skipping = 0; next }
    skipping { next }
    /^    listen / { print listen; next }
    /^    access_log / { print "    access_log " access " componentkit_no_query;"; next }
    { print }
' deploy/nginx/componentkit.conf > "$run_dir/componentkit.conf"
cat > "$run_dir/nginx.conf" <<EOF
daemon off;
worker_processes 1;
pid $run_dir/nginx.pid;
error_log $run_dir/nginx-error.log notice;
events { worker_connections 8192; }
http {
    # The shipped configuration's server logs its own requests, without query strings.
    access_log off;
    client_body_temp_path $run_dir/temp/body;
    proxy_temp_path $run_dir/temp/proxy;
    fastcgi_temp_path $run_dir/temp/fastcgi;
    uwsgi_temp_path $run_dir/temp/uwsgi;
    scgi_temp_path $run_dir/temp/scgi;
    include $run_dir/componentkit.conf;
}
EOF
"$nginx_bin" -t -q -p "$run_dir" -c "$run_dir/nginx.conf" -e "$run_dir/nginx-error.log" \
    || { echo "serve-cluster: nginx refuses the configuration (see above and $run_dir/nginx-error.log)" >&2; exit 1; }

# The answer's status line to GET /healthz on 127.0.0.1:$1, or nothing.
health() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1" && printf 'GET /healthz HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3 && head -n 1 <&3) 2>/dev/null || true
}

for i in $(seq 1 "$count"); do
    "$examples" serve --port $((port + i)) --instance "i$i" --trusted-proxy 127.0.0.1 --proxy-secret-file "$run_dir/proxy-secret" \
        --origin "http://127.0.0.1:$port" --origin "http://localhost:$port" --metrics-port 0 "${durable_args[@]}" "${extra[@]}" \
        > "$run_dir/i$i.log" 2>&1 &
    pids+=($!)
    echo "i$i $((port + i)) $!" >> "$run_dir/instances"
done
"$nginx_bin" -p "$run_dir" -c "$run_dir/nginx.conf" -e "$run_dir/nginx-error.log" &
nginx_pid=$!

for i in $(seq 1 "$count"); do
    for _ in $(seq 1 600); do
        case "$(health $((port + i)))" in *" 200"*) break ;; esac
        if ! kill -0 "${pids[$((i - 1))]}" 2>/dev/null; then
            echo "serve-cluster: instance i$i ended at start:" >&2; tail -n 20 "$run_dir/i$i.log" >&2; exit 1
        fi
        sleep 0.1
    done
done
for _ in $(seq 1 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    if ! kill -0 "$nginx_pid" 2>/dev/null; then echo "serve-cluster: nginx ended at start:" >&2; cat "$run_dir/nginx-error.log" >&2; exit 1; fi
    sleep 0.1
done
echo "serve-cluster: open http://127.0.0.1:$port/ ($count instances; pids, logs and configuration in $run_dir; Ctrl-C stops)"
touch "$run_dir/ready"

# Instances that drain exit on their own; the cluster goes on with the rest until every one has.
while true; do
    if [ -n "$exit_with" ] && ! kill -0 "$exit_with" 2>/dev/null; then break; fi
    if ! kill -0 "$nginx_pid" 2>/dev/null; then echo "serve-cluster: nginx ended (see $run_dir/nginx-error.log)" >&2; break; fi
    alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=$((alive + 1)); done
    if [ "$alive" = 0 ]; then echo "serve-cluster: every instance has ended" >&2; break; fi
    sleep 1
done
