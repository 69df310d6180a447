# `make run` starts Scorekeeper, `make test` runs every test; both create .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test typecheck bench catalogues site site-serve apk ipa clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[web,fast,dev]'
	touch $(STAMP)

# Opens the app in the browser (a Flet window instead if flet-desktop was installed by hand);
# ARGS passes options, e.g. make run ARGS="--web --port 8550".
ARGS ?=
run: $(STAMP)
	$(BIN)/python -m compileall -q scorekeeper > /dev/null
	$(BIN)/scorekeeper $(ARGS)

typecheck: $(STAMP)
	$(BIN)/mypy

# Every test, in parallel (pyproject.toml's addopts); CI=true runs the property tests in full.
# Prints the 20 slowest tests, the coverage, and the whole command's time.
test: $(STAMP)
	@start=$$(date +%s); \
	$(BIN)/mypy && $(BIN)/python -m pytest; status=$$?; \
	echo "make test: $$(( $$(date +%s) - start )) s in all (typecheck and tests)"; exit $$status

# Speed goals live here, never in tests: prints ratios measured in one run.
# Byte-compiled first, as an installed package is (an editable install is not, and
# PYTHONDONTWRITEBYTECODE would keep it so).
bench: $(STAMP)
	$(BIN)/python -m compileall -q scorekeeper benchmarks > /dev/null
	$(BIN)/python -m benchmarks.storage
	SCOREKEEPER_JSON=stdlib $(BIN)/python -m benchmarks.storage
	$(BIN)/python -m benchmarks.bulk
	$(BIN)/python -m benchmarks.opening
	$(BIN)/python -m benchmarks.app
	$(BIN)/python -m benchmarks.site

# After English texts change: the template from scorekeeper/words/english.py, each language's catalogue
# brought in step (a changed text is marked fuzzy until checked), and compiled for the package.
LOCALES := scorekeeper/locales
catalogues: $(STAMP)
	$(BIN)/pybabel extract -F babel.cfg --no-location --no-wrap --project Scorekeeper --version 0.1.0 \
		--copyright-holder "the Scorekeeper developers" -o $(LOCALES)/messages.pot .
	$(BIN)/pybabel update -i $(LOCALES)/messages.pot -d $(LOCALES) --no-wrap --ignore-obsolete
	$(BIN)/pybabel compile -d $(LOCALES) --statistics

# The phone-alone site (README, "A phone alone"): the whole app as static files in build/site,
# built from what is installed here (no internet); site-serve shows it on http://127.0.0.1:8560/.
site: $(STAMP)
	$(BIN)/python -m scorekeeper.site build/site
site-serve: site
	$(BIN)/python -m scorekeeper.site.serve build/site --port 8560

# Phone builds (the Flutter SDK, and Xcode for ipa, must be installed; see README, "Packaging").
# The Python that flet build puts on the phone is pinned here: tests/test_packaging.py checks the
# phone wheels for this version. BUILD_ARGS passes signing options, e.g. --ios-team-id.
PHONE_PYTHON := 3.12
BUILD_ARGS ?=
BUILD_STAMP := $(VENV)/.build-installed
$(BUILD_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[build]'
	touch $(BUILD_STAMP)
# Without a Flutter SDK (flutter on PATH, or where flet build keeps one, ~/flutter/*/bin) say so
# in one line and stop with status 2, before anything is installed or downloaded.
ifneq ($(filter apk ipa,$(MAKECMDGOALS)),)
ifeq ($(shell command -v flutter 2>/dev/null)$(wildcard $(HOME)/flutter/*/bin/flutter),)
$(error make $(filter apk ipa,$(MAKECMDGOALS)): no Flutter SDK found (flutter is not on PATH nor in ~/flutter); install it first, see README, "Packaging")
endif
endif
apk: $(BUILD_STAMP)
	$(BIN)/flet build apk --python-version $(PHONE_PYTHON) $(BUILD_ARGS)
ipa: $(BUILD_STAMP)
	$(BIN)/flet build ipa --python-version $(PHONE_PYTHON) $(BUILD_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .hypothesis
