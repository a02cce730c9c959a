# The two set-up commands of a fresh Debian 12 machine that has only the Swift toolchain:
# `make run` builds the tool and serves the sample gallery, `make test` runs everything CI runs
# (.ci/run calls it). Each installs the Debian packages it needs first (scripts/debian-packages).
# `make help` prints the `###` headings and the `##` comment of each target, in this file's order; a
# target without one is an inner step.

SHELL := bash
# Every recipe is one bash script that stops at its first failure, as .ci/run did.
.SHELLFLAGS := -euo pipefail -c
.ONESHELL:
# The steps of `make test` share a build and a venv: they never run side by side, even under -j.
.NOTPARALLEL:
.DEFAULT_GOAL := help

# Where `make run` writes the sample gallery (its gallery.json and pictures; kept between runs, so the
# moves you save stay) and the site it builds and serves, and the port it listens on (0: any free one).
SAMPLE ?= .build/sample
SITE ?= Output
PORT ?= 8000
GALLERY := .build/release/gallery

.PHONY: help run release sample test packages-build packages-test lint unit-tests fuzz browser-venv \
	browser-check serve-tabs-check site-check

help: ## list the targets and their settings
	@echo "usage: make TARGET [SAMPLE=DIR] [SITE=DIR] [PORT=N]"
	awk -F ':.*## ' '/^### / { print ""; print substr($$0, 5) } /^[a-z-]+:.*## / { printf "  %-18s %s\n", $$1, $$2 }' $(MAKEFILE_LIST)
	echo
	echo "make run serves on 127.0.0.1 only and opens nothing itself: 'gallery serve' prints the"
	echo "address to open in a browser on this computer. On a machine without a screen, reach it"
	echo "from yours with 'ssh -L $(PORT):127.0.0.1:$(PORT) THIS-MACHINE' and open the same address."
	echo "Settings: SAMPLE=$(SAMPLE) (the sample gallery), SITE=$(SITE) (its site), PORT=$(PORT)."
	echo "make test reads FUZZ_CASES (default 150) and FUZZ_KILL_CASES (default 25) as .ci/run did."
	echo "Both install missing Debian packages with apt-get (sudo when not root), naming them first."

### Build and serve the sample gallery (a set-up command):
run: packages-build release sample ## build the tool and the sample gallery, then serve it (Ctrl-C stops)
	@echo "make run: serving $(SAMPLE) (the site in $(SITE)); Ctrl-C stops the server"
	# 69: the port is taken (by another server, or an earlier make run still running).
	$(GALLERY) serve $(SAMPLE) --output $(SITE) --host 127.0.0.1 --port $(PORT) || {
	  status=$$?
	  [ $$status -ne 69 ] || echo "make run: try another port: make run PORT=8001 (PORT=0: any free one)" >&2
	  exit $$status
	}

release: ## step of run: swift build -c release: the tool is then .build/release/gallery
	@swift build -c release

# The sample as the tour starts it, once: `gallery init --sample` refuses a folder that holds one.
$(SAMPLE)/gallery.json: | release
	@$(GALLERY) init --sample $(SAMPLE)

sample: $(SAMPLE)/gallery.json | release ## step of run: write the sample gallery once and build its site into SITE
	@$(GALLERY) build $(SAMPLE) --output $(SITE)

packages-build:
	@scripts/debian-packages build

### Run everything CI runs (the other set-up command; .ci/run calls it):

# What CI runs, in .ci/run's order before this file existed: the packages, lint, `swift test`, the
# fuzzers against the debug binary those tests built, then the browser, serve-tabs and site checks.
test: packages-test lint unit-tests fuzz browser-check serve-tabs-check site-check distributed-check ## the packages, then the steps below in order; the first red one stops it

packages-test:
	@scripts/debian-packages test

lint: ## step of test: swift format lint --strict of Sources and Tests
	@echo "ci: swift format lint"
	swift format lint --strict -r Sources Tests

unit-tests: ## step of test: swift test (unit, snapshot, end-to-end, the Mustache spec)
	@echo "ci: tests"
	swift test

# The fuzzers (Fuzz/README.md) against the binary the tests just built: a fixed seed, so a red run
# can be repeated exactly; a bounded time, so CI stays short. A case is a hang after 60 s here, not the
# default 10: a debug build of a 9,000-page site (3,000 remote photos, pageSize 1) takes 8-22 s on a
# busy 2-core machine, and a verdict must not depend on how busy the machine is.
# Kills of move and build at random moments on a 3,000-photo gallery: 25 cases take about 150 s with
# the debug binary on a 2-core machine; --seconds caps it on a slower one.
fuzz: ## step of test: the fuzzers, against the debug binary unit-tests built
	@echo "ci: fuzz"
	fuzz_failures=$$(mktemp -d)
	python3 Fuzz/fuzz manifest --seed 1 --cases "$${FUZZ_CASES:-150}" --seconds 300 --case-timeout 60 --keep "$$fuzz_failures"
	python3 Fuzz/fuzz theme --seed 1 --cases "$${FUZZ_CASES:-150}" --seconds 300 --case-timeout 60 --keep "$$fuzz_failures"
	python3 Fuzz/fuzz kill --seed 1 --cases "$${FUZZ_KILL_CASES:-25}" --seconds 150 --keep "$$fuzz_failures"

# The default theme in a real browser (scripts/browser-check): Playwright and axe-core from PyPI, in a
# virtual environment of their own, driving Debian's Chromium.
BROWSER_VENV = $${XDG_CACHE_HOME:-$$HOME/.cache}/cleangallery-ci/browser-venv

browser-venv:
	@venv="$(BROWSER_VENV)"
	if [ ! -x "$$venv/bin/python" ] || ! "$$venv/bin/python" -c "import playwright, axe_playwright_python" 2>/dev/null; then
	  python3 -m venv "$$venv"
	  "$$venv/bin/pip" install -q --disable-pip-version-check playwright==1.65.2 axe-playwright-python==0.1.8
	fi

# Then the portfolio theme (issue 27) through the checks every theme must pass (--theme: aspect,
# over-fetch, layout shift, axe, keyboard, the album, hosted and clip galleries); the viewer's measures
# and the gallery serve checks are the default theme's.
browser-check: browser-venv ## step of test: both shipped themes in headless Chromium (scripts/browser-check)
	@echo "ci: browser check"
	"$(BROWSER_VENV)/bin/python" scripts/browser-check
	echo "ci: browser check, portfolio theme"
	"$(BROWSER_VENV)/bin/python" scripts/browser-check --theme portfolio

# Eight tabs of one `gallery serve` (one shared live-reload stream; all load, all reload), in the same venv.
serve-tabs-check: browser-venv ## step of test: eight tabs of one gallery serve in Chromium (scripts/serve-tabs-check)
	@echo "ci: serve tabs check"
	"$(BROWSER_VENV)/bin/python" scripts/serve-tabs-check

# Every site, for editing and with --publish, through `gallery validate` and the outside check
# ../shared/checks/sitecheck.py (scripts/site-check), built with each shipped theme in turn.
site-check: ## step of test: every site of both shipped themes through gallery validate and sitecheck.py
	@echo "ci: site check"
	python3 scripts/site-check --theme default --theme portfolio

# The recipes of docs/distributed.md: GNU parallel's lines run for real, Slurm's and Kubernetes' shard
# expressions evaluated for every index (scripts/distributed-check).
distributed-check: ## step of test: the shard recipes of docs/distributed.md
	@echo "ci: distributed check"
	python3 scripts/distributed-check
