#!/usr/bin/env bash
# Runs the API suite on embedded PGlite with the catalogue caches off, then again on a PostgreSQL
# server when TEST_DATABASE_URL is set, with the caches on (API_TEST_CACHE=on, test/helpers/app.ts):
# the second run proves that what the API changes shows at once, by the routes' changesCatalog flags.
set -euo pipefail
echo "== API tests on PGlite (embedded)"
TEST_DATABASE_URL= API_TEST_CACHE= npx vitest run --project api "$@"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL ($TEST_DATABASE_URL), catalogue caches on"
  API_TEST_CACHE=on npx vitest run --project api "$@"
else
  echo "== TEST_DATABASE_URL not set: API tests on a PostgreSQL server skipped"
fi
