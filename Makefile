# The two set-up commands of a fresh Debian 12 machine that has only the Swift toolchain:
# `make run` builds the tool and serves the sample gallery, `make test` runs everything CI runs
# (.ci/run calls it). Each installs the Debian packages it needs first (scripts/debian-packages).
# `make help` prints the `###` headings and the `##` comment of each target, in this file's order; a
# target without one is an inner step.

SHELL := bash
# Every recipe is one bash script that stops at its first failure, as .ci/run did.
.SHELLFLAGS := -euo pipefail -c
.ONESHELL:
.DEFAULT_GOAL := help

# Where `make run` writes the sample gallery (its gallery.json and pictures; kept between runs, so the
# moves you save stay) and the site it builds and serves, and the port it listens on (0: any free one).
SAMPLE ?= .build/sample
SITE ?= Output
PORT ?= 8000
GALLERY := .build/release/gallery

.PHONY: help run release sample test packages-build packages-test build lint unit-tests fuzz fuzz-manifest \
	fuzz-theme fuzz-kill browser-venv browser-check serve-tabs-check asset-check site-check distributed-check \
	hdr-check

help: ## list the targets and their settings
	@echo "usage: make TARGET [SAMPLE=DIR] [SITE=DIR] [PORT=N]"
	awk -F ':.*## ' '/^### / { print ""; print substr($$0, 5) } /^[a-z-]+:.*## / { printf "  %-18s %s\n", $$1, $$2 }' $(MAKEFILE_LIST)
	echo
	echo "make run serves on 127.0.0.1 only and opens nothing itself: 'gallery serve' prints the"
	echo "address to open in a browser on this computer. On a machine without a screen, reach it"
	echo "from yours with 'ssh -L $(PORT):127.0.0.1:$(PORT) THIS-MACHINE' and open the same address."
	echo "Settings: SAMPLE=$(SAMPLE) (the sample gallery), SITE=$(SITE) (its site), PORT=$(PORT)."
	echo "make test reads CHECK_JOBS (steps at once, default 5), FUZZ_CASES (default 150) and"
	echo "FUZZ_KILL_CASES (default 25); each step's time is printed at the end."
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

# One debug build for every step (the tests, and the binary the fuzzers and checks run), then the
# steps side by side: CHECK_JOBS at once (default 5 on this 2-core machine: the browser checks wait on
# Chromium, on their own servers and on clips playing more than they compute; 3 took 9.6 minutes, 5
# took 8). Each step's output is held until it ends (--output-sync), so it reads as one block; its
# seconds go to $(CI_TIMES), printed at the end, red or green. Each step is a target of its own:
# `make fuzz-kill` runs one.
CHECK_JOBS ?= 5
CI_TIMES := .build/ci-times
# Everything the steps printed, kept: ci-times ends with what a failed step said (its FAIL lines and
# the end of a traceback), so the last lines of a red run name the failure, not only the step.
CI_LOG := .build/ci-log
# Longest first: make starts them in this order.
STEPS := unit-tests fuzz-kill browser-check-viewer browser-check-clips browser-check-portfolio-clips \
	browser-check-sites browser-check-portfolio-sites site-check-default site-check-portfolio \
	browser-check-served fuzz-manifest browser-check-portfolio-other fuzz-theme browser-check-albums \
	serve-tabs-check browser-check-arabic browser-check-hosted browser-check-private hdr-check distributed-check \
	asset-check lint
# The checks' galleries (scripts/gallery_sites.py) are made once a run, here, and copied by each step;
# `make test` starts with none (a step run alone reuses them: remove the folder after changing how a
# gallery is made).
export CLEANGALLERY_FIXTURES := $(CURDIR)/.build/ci-fixtures

test: packages-test ## the packages, one build, then every step below, CHECK_JOBS at once; their times at the end
	@mkdir -p .build
	rm -rf $(CI_TIMES) "$$CLEANGALLERY_FIXTURES"
	started=$$(date +%s)
	status=0
	$(MAKE) --no-print-directory --output-sync=target -j$(CHECK_JOBS) $(STEPS) 2>&1 | tee $(CI_LOG) || status=$$?
	scripts/ci-times $(CI_TIMES) $$(( $$(date +%s) - started )) $(CI_LOG)
	exit $$status

packages-test:
	@scripts/debian-packages test

# Each step's recipe starts with $(timed): its seconds and exit status go to $(CI_TIMES) when it ends.
# The status is read first: the line's $(date …) would otherwise leave date's 0 in $? (every step "ok").
timed = @mkdir -p .build; trap 'status=$$?; echo "$@ $$(( $$(date +%s%N) / 1000000 - step_started )) $$status" >> $(CI_TIMES)' EXIT; \
	step_started=$$(( $$(date +%s%N) / 1000000 ))

# Without debug information (-gnone): the build is every run's longest wait with nothing beside it,
# and takes 126 s instead of 150 s on this machine; a crash still names its functions.
build: ## step of test: swift build --build-tests, the debug build every other step uses
	@echo "ci: build"
	swift build --build-tests -Xswiftc -gnone

lint: ## step of test: swift format lint --strict of Sources and Tests
	$(timed)
	echo "ci: swift format lint"
	swift format lint --strict -r Sources Tests

unit-tests: build ## step of test: swift test (unit, snapshot, end-to-end, the Mustache spec)
	$(timed)
	echo "ci: tests"
	swift test --skip-build

# The fuzzers (Fuzz/README.md) against the debug binary of `build`: a fixed seed and a fixed count of
# cases, so a red run repeats exactly, whatever else the machine is doing. A case is a hang after 60 s
# of CPU here, not the default 10 (or 60 s of the clock in which it used under 0.5 s: a stall): a debug
# build of a 9,000-page site (3,000 remote photos, pageSize 1) takes 12 s alone, and over 60 s of the
# clock beside four other steps on 2 cores; the fuzzer judges by CPU so the verdict does not depend on
# how busy the machine is.
fuzz: fuzz-manifest fuzz-theme fuzz-kill ## the three fuzzers (steps of test)

fuzz-manifest: build ## step of test: manifests mutated, FUZZ_CASES (150) cases of seed 1
	$(timed)
	echo "ci: fuzz manifest"
	python3 Fuzz/fuzz manifest --seed 1 --cases "$${FUZZ_CASES:-150}" --case-timeout 60 --keep "$$(mktemp -d)"

fuzz-theme: build ## step of test: themes mutated, FUZZ_CASES (150) cases of seed 1
	$(timed)
	echo "ci: fuzz theme"
	python3 Fuzz/fuzz theme --seed 1 --cases "$${FUZZ_CASES:-150}" --case-timeout 60 --keep "$$(mktemp -d)"

# Kills of move and build at random moments on a 3,000-photo gallery.
fuzz-kill: build ## step of test: kills of move and build, FUZZ_KILL_CASES (25) cases of seed 1
	$(timed)
	echo "ci: fuzz kill"
	python3 Fuzz/fuzz kill --seed 1 --cases "$${FUZZ_KILL_CASES:-25}" --keep "$$(mktemp -d)"

# The browser checks: Playwright and axe-core from PyPI (tinycss2 for asset-check; imagecodecs, whose
# libultrahdr makes and judges HDR photos, with numpy for hdr-check), in a virtual environment of their
# own, driving Debian's Chromium.
BROWSER_VENV = $${XDG_CACHE_HOME:-$$HOME/.cache}/cleangallery-ci/browser-venv

browser-venv:
	@venv="$(BROWSER_VENV)"
	# A lock: the steps that need it may start together.
	mkdir -p "$$(dirname "$$venv")"
	exec 9> "$$venv.lock"
	flock 9
	if [ ! -x "$$venv/bin/python" ] || ! "$$venv/bin/python" -c "import playwright, axe_playwright_python, tinycss2, pagefind_bin, imagecodecs, numpy" 2>/dev/null; then
	  python3 -m venv "$$venv"
	  "$$venv/bin/pip" install -q --disable-pip-version-check playwright==1.65.2 axe-playwright-python==0.1.8 tinycss2==1.4.0 pagefind-bin==1.5.2 \
	    imagecodecs==2026.3.6 numpy==2.4.6
	fi

# scripts/browser-check in parts (its --part), each a step of its own, for both shipped themes: the
# portfolio theme (issue 27) through the checks every theme must pass; the viewer's measures and the
# `gallery serve` checks are the default theme's.
BROWSER_PARTS := browser-check-viewer browser-check-served browser-check-sites browser-check-albums \
	browser-check-clips browser-check-hosted browser-check-arabic browser-check-ways browser-check-private \
	browser-check-portfolio-sites browser-check-portfolio-clips browser-check-portfolio-other
browser-check: $(BROWSER_PARTS) ## both shipped themes in headless Chromium, in twelve parts (browser-check-PART, steps of test)

browser-check-%: build browser-venv
	$(timed)
	echo "ci: browser check, $*"
	"$(BROWSER_VENV)/bin/python" scripts/browser-check --part $*

browser-check-portfolio-sites browser-check-portfolio-clips: browser-check-portfolio-%: build browser-venv
	$(timed)
	echo "ci: browser check, portfolio theme, $*"
	"$(BROWSER_VENV)/bin/python" scripts/browser-check --theme portfolio --part $*

browser-check-portfolio-other: build browser-venv
	$(timed)
	echo "ci: browser check, portfolio theme, albums, hosted, arabic, ways in, private"
	"$(BROWSER_VENV)/bin/python" scripts/browser-check --theme portfolio --part albums --part hosted --part arabic --part ways \
	  --part private

# HDR photos (issue 48): Ultra HDR JPEGs made and judged by the reference library, both themes in Chromium.
hdr-check: build browser-venv ## step of test: HDR photos' sizes, downloads and pages (scripts/hdr-check)
	$(timed)
	echo "ci: hdr check"
	"$(BROWSER_VENV)/bin/python" scripts/hdr-check

# Eight tabs of one `gallery serve` (one shared live-reload stream; all load, all reload), in the same venv.
serve-tabs-check: build browser-venv ## step of test: eight tabs of one gallery serve in Chromium (scripts/serve-tabs-check)
	$(timed)
	echo "ci: serve tabs check"
	"$(BROWSER_VENV)/bin/python" scripts/serve-tabs-check

# The organizer's and live reload's scripts and style, and the themes' assets, parsed as a browser does.
asset-check: browser-venv ## step of test: every .js and .css the tool serves or ships, parsed (scripts/asset-check)
	$(timed)
	echo "ci: asset check"
	"$(BROWSER_VENV)/bin/python" scripts/asset-check

# Every site, for editing and with --publish, through `gallery validate` and the outside check
# ../shared/checks/sitecheck.py (scripts/site-check), built with each shipped theme.
site-check: site-check-default site-check-portfolio ## every site of both shipped themes through gallery validate and sitecheck.py (steps of test)

site-check-%: build
	$(timed)
	echo "ci: site check, theme $*"
	python3 scripts/site-check --theme $*

# The recipes of docs/distributed.md: GNU parallel's lines run for real, Slurm's and Kubernetes' shard
# expressions evaluated for every index (scripts/distributed-check).
distributed-check: build ## step of test: the shard recipes of docs/distributed.md
	$(timed)
	echo "ci: distributed check"
	python3 scripts/distributed-check
