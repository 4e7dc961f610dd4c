// SPDX-License-Identifier: MIT
/*
 * test-linearize.c — prints the IR of every function of each file.
 *
 * usage: test-linearize [sparse options] FILE...
 * For each file: parse and evaluate (sparse_keep_tokens(): the file's
 * trees stay, as in test-parsing), then for each symbol expand it,
 * linearize it and, for a function definition, show its basic blocks in
 * the format of the IR tests (show-linearize.c); then the same for the
 * inline functions whose address is taken, as sparse does.  Diagnostics
 * go to stderr.
 */
#include "lib.h"
#include "linearize.h"

int main(int argc, char **argv)
{
	return show_ir_main(argc, argv, NULL, true);
}
