# SPDX-License-Identifier: MIT
# Build libsparse.a and the programs on it.
#   make                 build, then run sparse on the bundled example
#   make check           build and run validation/test-suite
#   make SANITIZE=1 ...  build with AddressSanitizer and UBSan
#   make CC=clang        any C11 compiler with GNU extensions
#   make install PREFIX=/usr/local DESTDIR=...
#   make V=1             show the commands

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR ?= $(PREFIX)/share/man

# `make` alone builds everything, whatever rule comes first below.
.DEFAULT_GOAL := all

CFLAGS ?= -O2 -g
WARNINGS := -Wall -Wextra -Wshadow -Wmissing-prototypes -Wstrict-prototypes \
	-Wno-unused-parameter
ALL_CFLAGS := -std=gnu11 $(WARNINGS) $(CFLAGS) -MMD -MP
LDFLAGS ?=

ifeq ($(SANITIZE),1)
# objects malloc'ed one by one: the tests' time bounds, ten times over
CHECK_ENV := SPARSE_TEST_TIMEOUT_SCALE=10
ALL_CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=undefined -DSPARSE_MALLOC_ALLOCATOR
LDFLAGS += -fsanitize=address,undefined
# The pools hold their memory until the process ends, by design.
export ASAN_OPTIONS = detect_leaks=0
endif

LIB_OBJS :=
LIB_OBJS += allocate.o
LIB_OBJS += attribute.o
LIB_OBJS += builtin.o
LIB_OBJS += char.o
LIB_OBJS += cse.o
LIB_OBJS += check-context.o
LIB_OBJS += check-lock.o
LIB_OBJS += check-insn.o
LIB_OBJS += diagnostic-format.o
LIB_OBJS += dissect.o
LIB_OBJS += evaluate-call.o
LIB_OBJS += evaluate-cast.o
LIB_OBJS += evaluate-compat.o
LIB_OBJS += evaluate-layout.o
LIB_OBJS += evaluate-type.o
LIB_OBJS += evaluate.o
LIB_OBJS += expand.o
LIB_OBJS += expression.o
LIB_OBJS += flow.o
LIB_OBJS += flow-helpers.o
LIB_OBJS += include-path.o
LIB_OBJS += initializer.o
LIB_OBJS += inline.o
LIB_OBJS += lib.o
LIB_OBJS += linearize.o
LIB_OBJS += liveness.o
LIB_OBJS += memops.o
LIB_OBJS += optimize.o
LIB_OBJS += options.o
LIB_OBJS += parse-statement.o
LIB_OBJS += parse.o
LIB_OBJS += pre-process-expr.o
LIB_OBJS += pre-process.o
LIB_OBJS += predefine.o
LIB_OBJS += ptrlist.o
LIB_OBJS += ptrmap.o
LIB_OBJS += scope.o
LIB_OBJS += show-asm.o
LIB_OBJS += show-graph.o
LIB_OBJS += show-linearize.o
LIB_OBJS += show-parse.o
LIB_OBJS += show-tree.o
LIB_OBJS += simplify-compare.o
LIB_OBJS += simplify.o
LIB_OBJS += simplify-bits.o
LIB_OBJS += simplify-arith.o
LIB_OBJS += ssa.o
LIB_OBJS += storage.o
LIB_OBJS += symbol.o
LIB_OBJS += target.o
LIB_OBJS += tokenize.o
LIB_OBJS += tool-options.o
LIB_OBJS += unssa.o

PROGRAMS :=
PROGRAMS += ctags
PROGRAMS += graph
PROGRAMS += sparse
PROGRAMS += test-allocate
PROGRAMS += test-dissect
PROGRAMS += test-inspect
PROGRAMS += test-lexing
PROGRAMS += test-linearize
PROGRAMS += test-parsing
PROGRAMS += test-ptrlist
PROGRAMS += test-show-type
PROGRAMS += test-unssa
PROGRAMS += test-verify-ir

# Tools on the library: embed as sparse's README shows one, the others
# as an installed library's user writes them (#include <sparse/lib.h>):
# in the tree, .include/sparse is a link to this folder.
EXAMPLE_PROGRAMS := examples/embed
EXAMPLE_PROGRAMS += examples/callgraph
EXAMPLE_PROGRAMS += examples/lock-rule
EXAMPLE_PROGRAMS += examples/symbols
EXAMPLE_PROGRAMS += examples/backend
EXAMPLE_PROGRAMS += examples/indexer
examples/%.o: ALL_CFLAGS += -I. -I.include
$(EXAMPLE_PROGRAMS:=.o): | .include/sparse
.include/sparse:
	$(Q)mkdir -p .include && ln -sfn .. $@

# What `make install` puts in BINDIR: the tools, not the test drivers.
INSTALL_PROGRAMS := sparse cgcc

HEADERS := allocate.h bitmap.h dissect.h expression.h flow.h lib.h linearize.h opcode.def parse.h \
	preprocess.h ptrlist.h scope.h storage.h symbol.h target.h token.h warnings.def
MANPAGES := sparse.1 cgcc.1
# sparse.pc, made from sparse.pc.in at install time
SPARSE_VERSION := $(shell sed -n 's/^\#define SPARSE_VERSION "\(.*\)"/\1/p' lib.h)

# The gcc the checker presents itself as (__GNUC__ ...): the one found here.
GCC_VERSION := $(shell gcc -dumpfullversion -dumpversion 2>/dev/null)
ifneq ($(GCC_VERSION),)
GCC_VERSION_WORDS := $(subst ., ,$(GCC_VERSION)) 0 0
predefine.o: ALL_CFLAGS += -DGCC_MAJOR=$(word 1,$(GCC_VERSION_WORDS)) \
	-DGCC_MINOR=$(word 2,$(GCC_VERSION_WORDS)) \
	-DGCC_PATCHLEVEL=$(word 3,$(GCC_VERSION_WORDS))
endif

# The system include dirs of that gcc, searched after -I and -isystem.
GCC_BASE := $(shell gcc -print-file-name= 2>/dev/null)
MULTIARCH_TRIPLET := $(shell gcc -print-multiarch 2>/dev/null)
include-path.o: ALL_CFLAGS += -DGCC_BASE='"$(GCC_BASE)"' \
	-DMULTIARCH_TRIPLET='"$(MULTIARCH_TRIPLET)"'

ifeq ($(V),1)
Q :=
quiet = @true
else
Q := @
quiet = @printf '  %-8s %s\n'
endif

all: $(PROGRAMS) $(EXAMPLE_PROGRAMS) example

libsparse.a: $(LIB_OBJS)
	$(quiet) AR $@
	$(Q)rm -f $@ && $(AR) rcs $@ $^

# Rebuild everything when the compiler or its flags change.
BUILD_FLAGS := $(CC) $(ALL_CFLAGS) $(LDFLAGS)
.build-flags: FORCE
	@echo '$(BUILD_FLAGS)' | cmp -s - $@ || echo '$(BUILD_FLAGS)' > $@

%.o: %.c .build-flags
	$(quiet) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(PROGRAMS): %: %.o libsparse.a
	$(quiet) LD $@
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $< libsparse.a $(LDFLAGS)

# The main job on a bundled example: what a kernel developer sees.
example: sparse
	@echo '--- ./sparse examples/hello.c'
	@./sparse examples/hello.c || true

BENCH_PROGRAMS := bench/alloc-speed bench/tokenize-speed bench/measure

$(BENCH_PROGRAMS) $(EXAMPLE_PROGRAMS): %: %.o libsparse.a
	$(quiet) LD $@
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $< libsparse.a $(LDFLAGS)

bench: $(BENCH_PROGRAMS)
	@bench/run

# libFuzzer harnesses (fuzz/README): the library built again with clang
# and the sanitizers into fuzz/obj/, apart from the normal build.
#   make fuzz                      the harnesses, fuzz/corpus/seed
#   make fuzz-smoke FUZZ_SECONDS=N run each N s (60); fails on a crash
#   make fuzz-parallel FUZZ_SECONDS=N  the same, all at once (fuzz/run-parallel)
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_OBJ := fuzz/obj
FUZZ_SANITIZE := address,undefined
FUZZ_CFLAGS := -std=gnu11 $(WARNINGS) -O1 -g -fno-omit-frame-pointer \
	-fsanitize=fuzzer-no-link,$(FUZZ_SANITIZE) \
	-fno-sanitize-recover=undefined -DSPARSE_MALLOC_ALLOCATOR -MMD -MP \
	-DEXPANSION_TOKEN_LIMIT='(1UL << 18)' \
	-DEXPANSION_WORK_LIMIT='(1UL << 21)' \
	-DINVOCATION_TOKEN_LIMIT='(1UL << 16)'
FUZZ_HARNESSES := tokenize preprocess parse pipeline
FUZZ_PROGRAMS := $(FUZZ_HARNESSES:%=fuzz/%-fuzzer)
FUZZ_LIB_OBJS := $(LIB_OBJS:%=$(FUZZ_OBJ)/%) $(FUZZ_OBJ)/fuzz/common.o
ifneq ($(GCC_VERSION),)
$(FUZZ_OBJ)/predefine.o: FUZZ_CFLAGS += \
	-DGCC_MAJOR=$(word 1,$(GCC_VERSION_WORDS)) \
	-DGCC_MINOR=$(word 2,$(GCC_VERSION_WORDS)) \
	-DGCC_PATCHLEVEL=$(word 3,$(GCC_VERSION_WORDS))
endif
$(FUZZ_OBJ)/include-path.o: FUZZ_CFLAGS += -DGCC_BASE='"$(GCC_BASE)"' \
	-DMULTIARCH_TRIPLET='"$(MULTIARCH_TRIPLET)"'

$(FUZZ_OBJ)/%.o: %.c
	@mkdir -p $(@D)
	$(quiet) FUZZCC $@
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $@ $<

# kept: make would delete them as intermediates of the pattern rules
.SECONDARY: $(FUZZ_LIB_OBJS) $(FUZZ_HARNESSES:%=$(FUZZ_OBJ)/fuzz/%.o)

fuzz/%-fuzzer: $(FUZZ_OBJ)/fuzz/%.o $(FUZZ_LIB_OBJS)
	$(quiet) FUZZLD $@
	$(Q)$(FUZZ_CC) -fsanitize=fuzzer,$(FUZZ_SANITIZE) -o $@ $^

fuzz: $(FUZZ_PROGRAMS)
	@fuzz/seed-corpus
	@fuzz/seed-csmith
	@fuzz/make-dict > fuzz/corpus/all.dict

fuzz-smoke: fuzz
	@fuzz/run $(FUZZ_SECONDS) $(FUZZ_HARNESSES)

fuzz-parallel: fuzz
	@fuzz/run-parallel $(FUZZ_SECONDS) $(FUZZ_HARNESSES)

check: $(PROGRAMS) $(EXAMPLE_PROGRAMS)
	@cd validation && $(CHECK_ENV) SPARSE_TEST_IR_ARGS=-fverify-ir ./test-suite

install: $(INSTALL_PROGRAMS) libsparse.a
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) \
		$(DESTDIR)$(INCLUDEDIR)/sparse $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(INSTALL_PROGRAMS) $(DESTDIR)$(BINDIR)
	install -m 644 libsparse.a $(DESTDIR)$(LIBDIR)
	install -m 644 $(HEADERS) $(DESTDIR)$(INCLUDEDIR)/sparse
	install -m 644 $(MANPAGES) $(DESTDIR)$(MANDIR)/man1
	install -d $(DESTDIR)$(LIBDIR)/pkgconfig
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
		-e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
		-e 's|@VERSION@|$(SPARSE_VERSION)|' sparse.pc.in \
		> $(DESTDIR)$(LIBDIR)/pkgconfig/sparse.pc

clean:
	rm -f *.o *.d bench/*.o bench/*.d examples/*.o examples/*.d \
		libsparse.a $(PROGRAMS) $(BENCH_PROGRAMS) $(EXAMPLE_PROGRAMS) \
		.build-flags
	rm -rf .include
	rm -rf $(FUZZ_OBJ) $(FUZZ_PROGRAMS)

.PHONY: all example bench check install clean FORCE fuzz fuzz-smoke \
	fuzz-parallel

-include $(wildcard *.d bench/*.d examples/*.d)
-include $(wildcard $(FUZZ_OBJ)/*.d $(FUZZ_OBJ)/fuzz/*.d)
