# Relata: `make run` starts the whole product, `make test` runs every test suite.
# Both install whatever is missing first (Python venv, npm packages, the frontend build, Chromium).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts frontend/tsconfig.app.json

.PHONY: run stack test install lint api-types check-api-types test-frontend test-backend \
	test-integration test-e2e browser php clean

## Embedded product at http://localhost:$(PORT): SQLite, in-process tasks, local files.
run: install frontend/dist/index.html
	$(PY) manage.py migrate --noinput
	$(PY) manage.py collectstatic --noinput -v0
	@echo "Relata: http://localhost:$(PORT)"
	exec $(VENV)/bin/daphne -b 0.0.0.0 -p $(PORT) web.asgi:application

## Full stack without docker: daphne + Celery worker + beat + Flower on PostgreSQL and Redis.
## Needs DATABASE_URL and REDIS_URL in the environment.
stack: install frontend/dist/index.html
	@test -n "$${DATABASE_URL:-}" -a -n "$${REDIS_URL:-}" || \
		{ echo "make stack needs DATABASE_URL and REDIS_URL (see README)"; exit 2; }
	$(PY) manage.py migrate --noinput
	$(PY) manage.py collectstatic --noinput -v0
	mkdir -p .data
	exec $(VENV)/bin/honcho start -f Procfile

## Every suite: lint, API types, Vitest, backend (PostgreSQL), integration (Redis), browser.
test: install frontend/dist/index.html browser php lint check-api-types test-frontend test-backend \
	test-integration test-e2e

install: $(VENV)/.installed frontend/node_modules/.installed tests/e2e/node_modules/.installed

$(VENV)/.installed: requirements.lock pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info[:2] == (3, 11), "Python 3.11 is required"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.lock
	$(PY) -m pip install --quiet --no-deps -e .
	touch $@

# `npm install` (not `npm ci`): the registry mirror here lacks some optional platform builds of
# Tailwind's engine, which `npm ci` treats as a lock mismatch; the lock file is left unchanged.
frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	cd frontend && npm install --no-audit --no-fund
	touch $@

tests/e2e/node_modules/.installed: tests/e2e/package.json tests/e2e/package-lock.json
	cd tests/e2e && npm install --no-audit --no-fund
	touch $@

frontend/dist/index.html: $(VENV)/.installed frontend/node_modules/.installed $(FRONTEND_SOURCES)
	cd frontend && npm run build
	# Pre-compressed copies: WhiteNoise serves them to browsers that accept gzip or brotli.
	$(PY) -m whitenoise.compress -q frontend/dist

## Debian's Chromium for the browser tests (never a downloaded browser).
browser:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }
	@chromium --version

## Debian's php-cli: the Laravel export's PHP files are checked with php -l.
php:
	@command -v php >/dev/null || { apt-get update -qq && apt-get install -y -qq php-cli >/dev/null; }
	@php --version | head -1

lint: install
	$(VENV)/bin/ruff check web workers storage tests manage.py
	cd frontend && npx eslint . && npx tsc -b

## Regenerates the TypeScript API types from the OpenAPI document.
api-types: install
	mkdir -p .data
	$(PY) manage.py export_openapi_schema --api web.api.api --sorted --indent 2 --output .data/openapi.json
	cd frontend && npx openapi-typescript ../.data/openapi.json -o src/shared/api/schema.d.ts

check-api-types: install
	mkdir -p .data
	$(PY) manage.py export_openapi_schema --api web.api.api --sorted --indent 2 --output .data/openapi.json
	cd frontend && npx openapi-typescript ../.data/openapi.json -o ../.data/schema.d.ts >/dev/null
	@diff -q frontend/src/shared/api/schema.d.ts .data/schema.d.ts >/dev/null || \
		{ echo "API types are out of date: run make api-types"; exit 1; }

test-frontend: install
	cd frontend && npx vitest run

test-backend: install
	eval "$$($(PY) -m tests.services env)"; \
	$(VENV)/bin/pytest tests/backend tests/unit -n 2 -q

test-integration: install
	eval "$$($(PY) -m tests.services env)"; \
	$(VENV)/bin/pytest tests/integration -q

test-e2e: install frontend/dist/index.html browser
	eval "$$($(PY) -m tests.services env)"; \
	cd tests/e2e && npx playwright test

clean:
	rm -rf $(VENV) frontend/node_modules frontend/dist tests/e2e/node_modules staticfiles
