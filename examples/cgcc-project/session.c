// SPDX-License-Identifier: MIT
/* session.c — one line of statements, run under the lock. */
#include <stdio.h>
#include "calc.h"

long run_line(const char *line, calc_flags_t flags)
{
	struct lexer lx;
	long value = 0;

	calc_lock();
	lex_init(&lx, line);
	while (lx.tok.kind != TOKEN_END) {
		value = eval(parse_statement(&lx));
		if (flags & 1)
			fprintf(stderr, "= %ld\n", value);
		if (lx.tok.kind == TOKEN_END)
			break;
		if (lx.tok.kind != TOKEN_OP || lx.tok.op != ';')
			return value;
		lex_next(&lx);
	}
	calc_unlock();
	return value;
}
