// SPDX-License-Identifier: MIT
/* funcs.c — the built-in functions of one argument. */
#include <string.h>
#include "calc.h"

static long square(long x)
{
	return x * x;
}

static long absolute(long x)
{
	return x < 0 ? -x : x;
}

/* 1 when x is even and not zero */
static long even(long x)
{
	return (x != 0) & !(x & 1);
}

static const struct {
	const char *name;
	long (*fn)(long);
} functions[] = {
	{ "sq", square },
	{ "abs", absolute },
	{ "even", even },
};

long call_function(const char *name, long arg)
{
	size_t i;

	for (i = 0; i < sizeof(functions) / sizeof(functions[0]); i++)
		if (!strcmp(functions[i].name, name))
			return functions[i].fn(arg);
	fail("no such function", name);
	return 0;
}
