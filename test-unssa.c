// SPDX-License-Identifier: MIT
/*
 * test-unssa.c — prints the IR of every function of each file, out of
 * SSA: each phi-node replaced by copies at the end of the blocks that
 * feed it (unssa.c).
 *
 * usage: test-unssa [sparse options] FILE...
 * As test-linearize: each symbol is expanded and linearized (all the
 * passes run), then unssa() rewrites it and show-linearize.c prints it;
 * the inline functions whose address is taken are not shown again.
 * Diagnostics go to stderr.
 */
#include "lib.h"
#include "linearize.h"

static const char usage[] =
	"usage: test-unssa [sparse options] FILE...\n"
	"Prints the IR of each function out of SSA: phi-nodes become copies.\n";

int main(int argc, char **argv)
{
	exit_on_help(argc, argv, usage);
	return show_ir_main(argc, argv, unssa, false);
}
