// SPDX-License-Identifier: MIT
/* error.c — a message on stderr, then exit 1. */
#include <stdio.h>
#include <stdlib.h>
#include "calc.h"

void fail(const char *message, const char *detail)
{
	fprintf(stderr, "calc: %s%s%s\n", message, *detail ? ": " : "",
		detail);
	exit(1);
}
