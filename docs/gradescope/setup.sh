#!/usr/bin/env bash
# Gradescope's setup script (https://gradescope-autograders.readthedocs.io/en/latest/specs/): run
# once, as root, when the autograder's image is built. It installs Node 22 and the puzzle-notebook
# CLI with npm from the copy of this repository in the autograder's zip (source/puzzle-notebook),
# then puts `puzzle-notebook` on the PATH (npm link: a link to that folder).
set -euo pipefail
SOURCE="${AUTOGRADER_ROOT:-/autograder}/source"

if ! command -v node >/dev/null || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  apt-get update
  apt-get install -y ca-certificates curl
  curl -fsSL https://deb.nodesource.com/setup_22.x | bash -
  apt-get install -y nodejs
fi

cd "$SOURCE/puzzle-notebook"
npm ci --omit=dev --no-audit --no-fund
npm link
puzzle-notebook --help >/dev/null
