// SPDX-License-Identifier: MIT
/*
 * pipeline.c — libFuzzer harness: any bytes as a file through all that
 * the checker does (sparse.c): evaluation (its tokens given back as they
 * are parsed, poisoned under AddressSanitizer), then per symbol expansion,
 * linearization, the context and per-instruction checks.  With
 * -fverify-ir: the IR's invariants are checked after each pass, and a
 * broken one exits (status 2), which libFuzzer reports.
 */
#include "../check-lock.h"
#include "../lib.h"
#include "../linearize.h"
#include "../symbol.h"
#include "common.h"

/* As sparse.c's check_symbol(). */
static void check_symbol(struct symbol *sym)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (ep) {
		if (Wcontext_lock)
			check_lock(ep);
		else
			check_context(ep);
		check_instructions(ep);
		free_entrypoint_memory(ep);
	}
}

static void pipeline_phases(const uint8_t *data, size_t size, char *file)
{
	struct symbol_list *list = sparse_evaluate(file);
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		check_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(address_taken_inlines(), sym) {
		check_inline_alone(sym);
		check_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	end_of_phase();
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static const char *const options[] = {
		"-Wsparse-all", "-fmax-errors=unlimited",
		"-fmax-warnings=unlimited", "-fverify-ir", NULL
	};

	fuzz_init(options);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_one(data, size, pipeline_phases);
	return 0;
}
