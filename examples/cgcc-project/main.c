// SPDX-License-Identifier: MIT
/* main.c — runs each argument as a line of statements, prints the value. */
#include <stdio.h>
#include <string.h>
#include "calc.h"

int main(int argc, char **argv)
{
	char buf[32];
	calc_flags_t flags = CALC_QUIET;
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-t")) {
			flags = CALC_TRACE;
			continue;
		}
		format_value(run_line(argv[i], flags), buf, sizeof(buf));
		puts(buf);
	}
	free_all();
	return 0;
}
