// SPDX-License-Identifier: MIT
/* lexer.c — text to tokens, one at a time, in lx->tok. */
#include <ctype.h>
#include <string.h>
#include "calc.h"

static void read_name(struct lexer *lx)
{
	size_t len = 0;

	while (isalnum((unsigned char)*lx->p) || *lx->p == '_') {
		if (len + 1 < sizeof(lx->tok.name))
			lx->tok.name[len++] = *lx->p;
		lx->p++;
	}
	lx->tok.name[len] = '\0';
	lx->tok.kind = TOKEN_NAME;
}

void lex_next(struct lexer *lx)
{
	while (isspace((unsigned char)*lx->p))
		lx->p++;
	if (!*lx->p) {
		lx->tok.kind = TOKEN_END;
	} else if (isdigit((unsigned char)*lx->p)) {
		lx->tok.kind = TOKEN_NUMBER;
		lx->tok.value = read_number(&lx->p);
	} else if (isalpha((unsigned char)*lx->p) || *lx->p == '_') {
		read_name(lx);
	} else if (strchr("+-*/%()=;,", *lx->p)) {
		lx->tok.kind = TOKEN_OP;
		lx->tok.op = *lx->p++;
	} else {
		fail("unexpected character", lx->p);
	}
}

void lex_init(struct lexer *lx, const char *text)
{
	lx->p = text;
	lex_next(lx);
}
