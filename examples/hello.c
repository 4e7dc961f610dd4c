// SPDX-License-Identifier: MIT
/*
 * A bundled example for `make`: what the checker prints on a file.
 */
static int answer(void)
{
	return 42;
}
/* this comment is never closed
