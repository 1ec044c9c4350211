#!/usr/bin/env bash
# npm test: every check CI runs, in order. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
step() {
  local name=$1
  shift
  echo
  echo "== ${name}"
  "$@"
  passed=$((passed + 1))
}

ensure_browser() {
  if [ -n "${CHROME_PATH:-}" ]; then
    [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH=$CHROME_PATH is not an executable browser"; return 1; }
    echo "browser: $CHROME_PATH"
  elif [ -x /usr/bin/chromium ]; then
    echo "browser: /usr/bin/chromium"
  elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's chromium…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    echo "browser: /usr/bin/chromium"
  else
    echo "No Chromium found. Install one (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again."
    return 1
  fi
}

# Debian's Noto fonts, so the languages' scripts (Myanmar, Khmer, Lao, Indic, Arabic…) render with real glyphs
# in the e2e browser (the language sweep measures their widths; screenshots show them). Best effort: the
# tests still run without them.
ensure_fonts() {
  if fc-list 2>/dev/null | grep -q 'Noto Sans Myanmar'; then
    echo "fonts: Noto present"
  elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's fonts-noto-core…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core >/dev/null) || echo "fonts-noto-core could not be installed: scripts may show as boxes"
  else
    echo "fonts-noto-core is missing (Debian: sudo apt-get install fonts-noto-core): scripts may show as boxes"
  fi
}

step "typecheck" npx tsc --noEmit
step "lint" npx biome lint --error-on-warnings .
step "import boundaries" npx tsx scripts/check-boundaries.ts
step "validate merchants" npx tsx scripts/validate-merchants.ts
step "generated types are fresh" npx tsx scripts/gen-types.ts --check
step "i18n keys" npx tsx scripts/check-i18n.ts
step "unit tests" npx vitest run
step "build" npx tsx scripts/build.ts
step "player bundle" npx tsx scripts/check-bundle.ts
step "browser" ensure_browser
step "fonts" ensure_fonts
step "e2e (Chromium, phone viewport)" npx playwright test

echo
echo "steps: ${passed} passed, 0 failed"
