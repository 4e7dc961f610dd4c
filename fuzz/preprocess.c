// SPDX-License-Identifier: MIT
/*
 * preprocess.c — libFuzzer harness: any bytes as a file given to
 * `sparse -E -dD`: tokenized, preprocessed, printed (to a closed stdout
 * under -close_fd_mask), its macros dumped.
 */
#include "../lib.h"
#include "common.h"

static void preprocess_phases(const uint8_t *data, size_t size, char *file)
{
	sparse_parse(file);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static const char *const options[] = {
		"-E", "-dD", "-fmax-errors=unlimited", NULL
	};

	fuzz_init(options);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_one(data, size, preprocess_phases);
	return 0;
}
