// SPDX-License-Identifier: MIT
/* number.c — a decimal number at *p; *p moves past it. */
#include "calc.h"

long read_number(const char **p)
{
	long value = 0;

	while (**p >= '0' && **p <= '9') {
		value = value * 10 + (**p - '0');
		(*p)++;
	}
	return value;
}
