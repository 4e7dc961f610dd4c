// SPDX-License-Identifier: MIT
/*
 * tokenize.c — libFuzzer harness: any bytes through the tokenizer alone
 * (tokenize_buffer()), every token spelled back (show_token()).
 */
#include "../lib.h"
#include "../token.h"
#include "common.h"

static void tokenize_phases(const uint8_t *data, size_t size, char *file)
{
	struct token *token = tokenize_buffer(data, size, NULL);

	for (; !eof_token(token); token = token->next)
		show_token(token);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static const char *const options[] = { NULL };

	fuzz_init(options);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_one(data, size, tokenize_phases);
	return 0;
}
