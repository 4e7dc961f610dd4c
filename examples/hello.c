// SPDX-License-Identifier: MIT
/*
 * A bundled example for `make`: what the checker prints on a file.
 */
static int answer(void)
{
	return 42;
}

int greet(void)
{
	return answer();
}
/* this comment is never closed
