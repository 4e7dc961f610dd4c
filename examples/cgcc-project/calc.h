// SPDX-License-Identifier: MIT
/*
 * calc.h — the one header of a small calculator, the project that
 * scripts/check-cgcc-project builds with `make CC=cgcc`.  It reads
 * statements such as "x = 6; x * (3 + 4)" and prints the value of the
 * last one.  The annotations are the kernel's, seen by the checker only.
 */
#ifndef CALC_H
#define CALC_H

#include <stddef.h>

#ifdef __CHECKER__
#define __bitwise	__attribute__((bitwise))
#define __force		__attribute__((force))
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#else
#define __bitwise
#define __force
#define __acquires(x)
#define __releases(x)
#endif

/* What a statement is run with: a type of its own, not an int. */
typedef unsigned int __bitwise calc_flags_t;
#define CALC_QUIET	((__force calc_flags_t)0)
#define CALC_TRACE	((__force calc_flags_t)1)

#define NAME_MAX_LEN	16

enum token_kind { TOKEN_NUMBER, TOKEN_NAME, TOKEN_OP, TOKEN_END };

struct token {
	enum token_kind kind;
	long value;			/* TOKEN_NUMBER */
	char name[NAME_MAX_LEN];	/* TOKEN_NAME */
	char op;			/* TOKEN_OP: + - * / % ( ) = ; , */
};

struct lexer {
	const char *p;			/* the next character to read */
	struct token tok;		/* the current token */
};

enum node_kind { NODE_NUMBER, NODE_VAR, NODE_BINARY, NODE_ASSIGN, NODE_CALL };

struct node {
	enum node_kind kind;
	long value;			/* NODE_NUMBER */
	char op;			/* NODE_BINARY */
	char name[NAME_MAX_LEN];	/* NODE_VAR, NODE_ASSIGN, NODE_CALL */
	struct node *left, *right;	/* operands; NODE_CALL: left */
};

/* memory.c */
void *xmalloc(size_t size);
void free_all(void);

/* error.c */
void fail(const char *message, const char *detail);

/* number.c */
long read_number(const char **p);

/* lexer.c */
void lex_init(struct lexer *lx, const char *text);
void lex_next(struct lexer *lx);

/* node.c */
struct node *new_number(long value);
struct node *new_named(enum node_kind kind, const char *name,
		       struct node *operand);
struct node *new_binary(char op, struct node *left, struct node *right);

/* parser.c */
struct node *parse_statement(struct lexer *lx);

/* vars.c */
long *var_slot(const char *name);

/* funcs.c */
long call_function(const char *name, long arg);

/* eval.c */
long eval(const struct node *n);

/* format.c */
void format_value(long value, char *buf, size_t size);

/* lock.c */
void calc_lock(void) __acquires(calc);
void calc_unlock(void) __releases(calc);

/* session.c */
long run_line(const char *line, calc_flags_t flags);

#endif
