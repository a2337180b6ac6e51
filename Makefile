# Quire — the two commands a newcomer needs are `make run` and `make test` (see README.md).
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

SWIFTFLAGS := -Xswiftc -warnings-as-errors
# Swift's build and test runner use both cores; keep the scratch dir out of the way of editors.
SWIFT_BUILD := swift build $(SWIFTFLAGS)

.PHONY: deps build run test torture fuzz smoke demo clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT_BUILD)

## make run: the main job. Until a GUI app exists, describe the registered document types.
run: build
	@swift run $(SWIFTFLAGS) --skip-build quire types

## make test: every test (unit, storage, seed listings).
test: deps
	swift build --build-tests $(SWIFTFLAGS)
	swift test --skip-build $(SWIFTFLAGS)

## make torture: the long crash run — 1,000 SIGKILLs per storage shape (make test runs 300).
torture: deps
	swift build --build-tests $(SWIFTFLAGS)
	QUIRE_CRASH_KILLS=$${QUIRE_CRASH_KILLS:-1000} swift test --skip-build $(SWIFTFLAGS) --filter StorageCrashTests

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

clean:
	rm -rf .build build
