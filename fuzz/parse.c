// SPDX-License-Identifier: MIT
/*
 * parse.c — libFuzzer harness: any bytes as a file, tokenized,
 * preprocessed, parsed and evaluated (sparse_keep_tokens()), with every
 * warning on.
 */
#include "../lib.h"
#include "common.h"

static void parse_phases(const uint8_t *data, size_t size, char *file)
{
	sparse_keep_tokens(file);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static const char *const options[] = {
		"-Wsparse-all", "-fmax-errors=unlimited",
		"-fmax-warnings=unlimited", NULL
	};

	fuzz_init(options);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_one(data, size, parse_phases);
	return 0;
}
