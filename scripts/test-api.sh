#!/usr/bin/env bash
# Runs the API suite on embedded PGlite, then again on a PostgreSQL server when TEST_DATABASE_URL is set.
set -euo pipefail
echo "== API tests on PGlite (embedded)"
TEST_DATABASE_URL= npx vitest run --project api "$@"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project api "$@"
else
  echo "== TEST_DATABASE_URL not set: API tests on a PostgreSQL server skipped"
fi
