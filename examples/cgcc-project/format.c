// SPDX-License-Identifier: MIT
/* format.c — a value as text, with a space between groups of 3 digits. */
#include <stdio.h>
#include <string.h>
#include "calc.h"

int digit_count(long value)
{
	int n = 1;

	while (value >= 10 || value <= -10) {
		value /= 10;
		n++;
	}
	return n;
}

void format_value(long value, char *buf, size_t size)
{
	char digits[24];
	int n = digit_count(value), i, out = 0;
	int sign = value < 0;

	snprintf(digits, sizeof(digits), "%ld", value);
	for (i = 0; digits[i] && (size_t)out + 2 < size; i++) {
		if (i > sign && (n - (i - sign)) % 3 == 0)
			buf[out++] = ' ';
		buf[out++] = digits[i];
	}
	buf[out] = '\0';
}
