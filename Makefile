# Quire — the two commands a newcomer needs are `make run` and `make test` (see README.md).
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

SWIFTFLAGS := -Xswiftc -warnings-as-errors
# Swift's build and test runner use both cores; keep the scratch dir out of the way of editors.
SWIFT_BUILD := swift build $(SWIFTFLAGS)

.PHONY: deps build run install-desktop bundle test test-bundle test-sanitize torture fuzz smoke demo list-demo screenshots bench clean

# make run APP=notes (default): the Notes app; APP=checklist: the Checklist app; APP=board: Board Studio;
# APP=cli: `quire-samples types`.
APP ?= notes
BUNDLE_PRODUCT = $(if $(filter checklist,$(APP)),ChecklistApp,$(if $(filter board,$(APP)),BoardStudioApp,NotesApp))

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT_BUILD)

## make run: the Notes app (on a private Xvfb with a screenshot when there is no display);
## make run APP=checklist: the Checklist app (seed 001), likewise;
## make run APP=board: Board Studio (seed 002), likewise;
## make run APP=tally|jotter|stockroom: Examples/CrossPlatform's apps, likewise;
## make run APP=gallery: Examples/Gallery, Quire's widget factory, likewise;
## make run APP=cli: `quire-samples types`, the document types the example apps register.
run: build
	@scripts/run-app.sh $(APP)

## make install-desktop: registers the Checklist app and its .checklist type with the desktop for the
## current user (`ChecklistApp --install`: MIME package and .desktop entry under $XDG_DATA_HOME).
install-desktop: build
	"$$(swift build --show-bin-path)/ChecklistApp" --install

## make bundle APP=checklist|notes|board: `quire bundle` for that example app — its .deb, Flatpak manifest
## and the files both install, in build/bundle/ (a release build: minutes the first time).
bundle: deps
	$(SWIFT_BUILD) --product quire
	"$$(swift build --show-bin-path)/quire" bundle --product $(BUNDLE_PRODUCT) -o build/bundle

## make test: every test (unit, storage, seed listings).
test: deps
	swift build --build-tests $(SWIFTFLAGS)
	swift test --skip-build $(SWIFTFLAGS)

## make test-bundle: `quire bundle` end to end — the Notes and Checklist apps built in release, their
## .debs installed with dpkg -i, opened under Xvfb through gio as Files would, validated as installed,
## removed with dpkg -r and checked gone (BundleInstallTests; as root). The release builds go to their
## own build folder, .build/bundle-scratch (swift test holds .build's lock): minutes the first time.
## Not part of `make test`, which checks the generated files with the same validators.
test-bundle: deps
	swift build --build-tests $(SWIFTFLAGS)
	QUIRE_BUNDLE_TESTS=1 swift test --skip-build $(SWIFTFLAGS) --filter BundleInstallTests

## make test-sanitize: every test under ThreadSanitizer, then under AddressSanitizer (build folders
## .build/tsan and .build/asan; the apps and children the tests launch are sanitized too); fails on any
## report. Logs in build/sanitize/. scripts/test-sanitize.sh says what is tuned and why.
test-sanitize: deps
	scripts/test-sanitize.sh

## make torture: the long runs — 1,000 SIGKILLs per storage shape (make test runs 300) and per path of
## the session crash matrix (first save/Save As, export, rename, move, restore, draft; make test runs
## 25), and the full fault-injection sweep: every errno at every call of each save (make test samples
## two or three per call). Then the same on each file system scripts/testfs.sh mounts (XFS, btrfs,
## tmpfs, overlayfs, exFAT, NTFS, FAT, sshfs, ext4; root only): 300 kills each by default
## (scripts/torture-filesystems.sh; KINDS="xfs btrfs" limits them).
torture: deps
	swift build --build-tests $(SWIFTFLAGS)
	QUIRE_CRASH_KILLS=$${QUIRE_CRASH_KILLS:-1000} swift test --skip-build $(SWIFTFLAGS) --filter StorageCrashTests
	QUIRE_CRASH_MATRIX_KILLS=$${QUIRE_CRASH_MATRIX_KILLS:-1000} swift test --skip-build $(SWIFTFLAGS) --filter SessionCrashMatrixTests
	QUIRE_FAULT_FULL=1 swift test --skip-build $(SWIFTFLAGS) --filter SaveFaultInjectionTests
	scripts/torture-filesystems.sh $(SWIFTFLAGS)

## make fuzz: libFuzzer on every reader (Fuzzing/, its own package), FUZZ_SECONDS each (default 60);
## prints executions per harness and the total. Not part of make test.
fuzz: deps
	scripts/fuzz.sh

## make smoke: the GUI smoke test alone, under Xvfb; screenshot in build/screenshots/smoke.png.
smoke: deps
	swift build $(SWIFTFLAGS) --product QuireUISmoke
	scripts/gui/run-under-xvfb.sh /usr/bin/python3 scripts/gui/smoke_test.py \
		"$$(swift build --show-bin-path)/QuireUISmoke" build/screenshots/smoke.png

## make demo: the view layer's GUI test alone (QuireUIDemo under Xvfb); screenshot in build/screenshots/demo.png.
demo: deps
	swift build $(SWIFTFLAGS) --product QuireUIDemo
	scripts/gui/run-under-xvfb.sh /usr/bin/python3 scripts/gui/demo_test.py \
		"$$(swift build --show-bin-path)/QuireUIDemo" build/screenshots/demo.png

## make list-demo: the List GUI test alone (QuireUIDemo --list under Xvfb); screenshot in build/screenshots/list-demo.png.
list-demo: deps
	swift build $(SWIFTFLAGS) --product QuireUIDemo
	scripts/gui/run-under-xvfb.sh /usr/bin/python3 scripts/gui/list_demo_test.py \
		"$$(swift build --show-bin-path)/QuireUIDemo" build/screenshots/list-demo.png

## make bench: the engine benchmarks of issue 8 in a release build — Quire against its baselines, side by
## side (docs/PERFORMANCE.md), after the List benchmark (widgets and time per row operation at
## 10/1,000/10,000 rows, headless and on GTK under Xvfb), the 100,000-row List and Table beside a plain C
## GtkListView/GtkColumnView program built here with the system compiler, and the typing benchmark.
## Runs them all, then exits non-zero when any measured target was missed. Not part of `make test`.
bench: deps
	swift build -c release $(SWIFTFLAGS) --product QuireBench
	swift build -c release $(SWIFTFLAGS) --product QuireListBench
	swift build -c release $(SWIFTFLAGS) --product QuireLazyListBench
	mkdir -p build
	cc -O2 -o build/lazy_list_baseline Benchmarks/LazyListBaseline/lazy_list_baseline.c $$(pkg-config --cflags --libs gtk4)
	swift build -c release $(SWIFTFLAGS) --product QuireTypingBench
	swift build -c release $(SWIFTFLAGS) --product NotesApp
	@bin="$$(swift build -c release --show-bin-path)"; status=0; \
	"$$bin/QuireListBench" || status=1; \
	scripts/gui/run-under-xvfb.sh "$$bin/QuireListBench" --gtk || status=1; \
	scripts/gui/run-under-xvfb.sh "$$bin/QuireLazyListBench" --baseline "$$PWD/build/lazy_list_baseline" || status=1; \
	"$$bin/QuireTypingBench" || status=1; \
	scripts/gui/run-under-xvfb.sh "$$bin/QuireTypingBench" --gtk || status=1; \
	"$$bin/QuireBench" || status=$$?; \
	exit $$status

## make screenshots: for people to look at, under Xvfb, light and dark (scripts/gui/screenshots.py):
## build/screenshots/gallery-<page>-<light|dark>.png, each page of Examples/Gallery; and the launch and
## document windows of Notes, Checklist, Board Studio, Jotter and Stockroom at 1280×800 and 360×720,
## build/screenshots/<app>-<launch|document>-<size>-<light|dark>.png — failing when a window can't take
## a size or a widget sticks out of it. About two minutes.
SCREENSHOT_APPS := GalleryApp NotesApp ChecklistApp BoardStudioApp JotterApp StockroomApp
screenshots: deps
	for product in $(SCREENSHOT_APPS); do $(SWIFT_BUILD) --product $$product || exit 1; done
	scripts/gui/run-under-xvfb.sh /usr/bin/python3 scripts/gui/screenshots.py \
		"$$(swift build --show-bin-path)" build/screenshots

clean:
	rm -rf .build build
