#!/usr/bin/env bash
# Installs the Debian packages Quire's build, tests and apps need. Idempotent and quiet when all are
# present; run as root on Debian 12 (the README's commands call it for you).
set -euo pipefail

packages=(
    shared-mime-info     # /usr/share/mime: system types for UTType
    libxml2-utils        # xmllint, used by tests to validate generated XML
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: missing Debian packages: ${missing[*]} (run as root, or install them)" >&2
    exit 1
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
