// SPDX-License-Identifier: MIT
/*
 * common.c — one input of a libFuzzer harness checked as a fresh file.
 *
 * The library keeps process-wide state (identifier hash, allocator pools,
 * streams, macros, diagnostic counters) made for one run over a few
 * files; a fuzzer checks millions of them.  Each input is written to one
 * temp file, run through the harness's phases, then the file is ended as
 * sparse.c ends one (sparse_end_file()), its streams dropped, and the
 * diagnostic state that would otherwise silence every later input reset.
 * error_die() and die() come back here through die_jump (lib.h) instead
 * of exit(), which libFuzzer counts as a crash: the scopes the parser had
 * open are closed then.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib.h"
#include "../scope.h"
#include "../token.h"
#include "common.h"

static char input_path[64];	/* the temp file each input is written to */
static int preamble_streams;	/* the streams sparse_initialize() made */

static void remove_input(void)
{
	unlink(input_path);
}

void fuzz_init(const char *const *options)
{
	const char *argv[32] = { "sparse" };
	struct string_list *files = NULL;
	const char *tmp = getenv("TMPDIR");
	int argc = 1, fd;

	while (*options && argc < 31)
		argv[argc++] = *options++;
	sparse_initialize(argc, (char **)argv, &files);
	preamble_streams = input_stream_nr;
	snprintf(input_path, sizeof(input_path), "%s/sparse-fuzz-XXXXXX.c",
		 tmp && strlen(tmp) < 32 ? tmp : "/tmp");
	fd = mkstemps(input_path, 2);
	if (fd < 0) {
		perror(input_path);
		abort();
	}
	close(fd);
	atexit(remove_input);
}

static void write_input(const uint8_t *data, size_t size)
{
	int fd = open(input_path, O_WRONLY | O_TRUNC);
	size_t done = 0;

	if (fd < 0)
		abort();
	while (done < size) {
		ssize_t n = write(fd, data + done, size - done);

		if (n <= 0)
			abort();
		done += n;
	}
	close(fd);
}

/*
 * After a longjmp() out of the parser: close what it had open, so that no
 * symbol of the file stays bound to its identifier.  Labels have scopes
 * of their own: the function's and each ({ })'s.
 */
static void close_scopes(struct scope *before)
{
	if (file_scope == before)
		return;			/* the parser had not begun */
	while (block_scope != file_scope) {
		if (block_scope == function_scope)
			end_function_scope();	/* back to its outer block */
		else
			end_block_scope();
	}
	while (label_scope)
		end_label_scope();
	end_file_scope();
}

void fuzz_one(const uint8_t *data, size_t size, fuzz_phases *phases)
{
	struct scope *volatile before = file_scope;
	jmp_buf way_out;

	write_input(data, size);
	if (!setjmp(way_out)) {
		die_jump = &way_out;
		phases(data, size, input_path);
	} else {
		close_scopes(before);
	}
	die_jump = NULL;
	/* an invariant: every scope the file opened was closed */
	if (block_scope != file_scope || function_scope != file_scope)
		abort();
	sparse_end_file();
	drop_streams(preamble_streams);
	has_error = 0;
	error_count = 0;
	die_if_error = 0;
}
