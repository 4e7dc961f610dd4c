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

static const char usage[] =
	"usage: test-linearize [-fdump-ir[=PASS,...]] [sparse options] FILE...\n"
	"Prints the IR of each function, after simplification.\n"
	"  -fdump-ir=linearize,mem2reg,final   the IR after those passes\n"
	"  -fverify-ir                          check the IR after each pass\n";

int main(int argc, char **argv)
{
	exit_on_help(argc, argv, usage);
	return show_ir_main(argc, argv, NULL, true);
}
