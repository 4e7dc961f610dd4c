/* SPDX-License-Identifier: MIT */
/*
 * token.h — streams, identifiers and tokens.
 *
 * tokenize.c turns the bytes of a stream into a linked list of struct
 * token, each with its position; identifiers are interned in one hash
 * table (struct ident), shared by every later phase.
 */
#ifndef TOKEN_H
#define TOKEN_H

#include "allocate.h"
#include "lib.h"

#ifdef __cplusplus
extern "C" {
#endif

struct symbol;
struct macro;

/* An input file or buffer: index in input_streams[] is position.stream. */
struct stream {
	const char *name;		/* as opened: argv name or include path */
	const char *path;		/* directory of name, for "..." includes */
	struct position pos;		/* the #include that opened it */
	int fd;				/* -1 once read */
	int include_level;		/* 0 for the main file */
	unsigned int once:1;		/* #pragma once seen */
	unsigned int retired:1;		/* not found by name any more */
	/* include-guard detection, owned by the preprocessor */
	struct ident *protect;		/* guard macro of the whole file */
	struct token *top_if;		/* the guard's #if*, once marked */
	int constant;			/* enum guard_state (preprocess.h) */
	int next_stream;		/* older stream, same name hash, or -1 */
	const char **next_path;		/* include dirs after this one's */
};

extern int input_stream_nr;		/* streams opened so far */
/* Grown by init_stream(): do not hold a struct stream * across it. */
extern struct stream *input_streams;

/* An interned identifier: one per distinct spelling. */
struct ident {
	struct symbol *symbols;		/* bound symbols, innermost first */
	struct macro *macro;		/* pre-process.c: its #define, or NULL */
	unsigned int len;		/* of name[], without the NUL */
	unsigned int hash;		/* of name[] */
	unsigned char tainted:1,	/* preprocessor: being expanded */
		      reserved:1,	/* a keyword in some namespace */
		      keyword:1;	/* symbols holds its keyword */
	char name[];			/* NUL-terminated */
};

enum token_type {
	TOKEN_EOF,
	TOKEN_BAD,		/* a made-up token: end of a bad input */
	TOKEN_ERROR,		/* a byte that starts no token: special */
	TOKEN_IDENT,
	TOKEN_ZERO_IDENT,	/* #if: an identifier that is not a macro */
	TOKEN_NUMBER,		/* a pp-number, spelled in number */
	/* character constants, string literals: raw text in string */
	TOKEN_CHAR,		/* 'x' */
	TOKEN_WIDE_CHAR,	/* L'x' */
	TOKEN_CHAR16,		/* u'x' */
	TOKEN_CHAR32,		/* U'x' */
	TOKEN_UTF8_CHAR,	/* u8'x' (C23) */
	TOKEN_STRING,		/* "x" */
	TOKEN_WIDE_STRING,	/* L"x" */
	TOKEN_STRING16,		/* u"x" */
	TOKEN_STRING32,		/* U"x" */
	TOKEN_UTF8_STRING,	/* u8"x" */
	TOKEN_SPECIAL,		/* punctuator: special */
	TOKEN_STREAMBEGIN,
	TOKEN_STREAMEND,
	/* made by the preprocessor in macro bodies and conditionals */
	TOKEN_MACRO_ARGUMENT,
	TOKEN_STR_ARGUMENT,
	TOKEN_QUOTED_ARGUMENT,
	TOKEN_CONCAT,
	TOKEN_GNU_KLUDGE,
	TOKEN_UNTAINT,
	TOKEN_IF,
	TOKEN_SKIP_GROUPS,
	TOKEN_ELSE,
	TOKEN_VA_OPT,		/* macro body: __VA_OPT__ ( */
	TOKEN_VA_OPT_END,	/* macro body: its closing ) */
};

/* Punctuators: one character is its own value; the rest count from 256. */
enum special_token {
	SPECIAL_BASE = 256,
	SPECIAL_ADD_ASSIGN = SPECIAL_BASE,	/* += */
	SPECIAL_INCREMENT,			/* ++ */
	SPECIAL_SUB_ASSIGN,			/* -= */
	SPECIAL_DECREMENT,			/* -- */
	SPECIAL_DEREFERENCE,			/* -> */
	SPECIAL_MUL_ASSIGN,			/* *= */
	SPECIAL_DIV_ASSIGN,			/* /= */
	SPECIAL_MOD_ASSIGN,			/* %= */
	SPECIAL_LTE,				/* <= */
	SPECIAL_GTE,				/* >= */
	SPECIAL_EQUAL,				/* == */
	SPECIAL_NOTEQUAL,			/* != */
	SPECIAL_LOGICAL_AND,			/* && */
	SPECIAL_AND_ASSIGN,			/* &= */
	SPECIAL_LOGICAL_OR,			/* || */
	SPECIAL_OR_ASSIGN,			/* |= */
	SPECIAL_XOR_ASSIGN,			/* ^= */
	SPECIAL_HASHHASH,			/* ## */
	SPECIAL_LEFTSHIFT,			/* << */
	SPECIAL_RIGHTSHIFT,			/* >> */
	SPECIAL_DOTDOT,				/* .. */
	SPECIAL_SHL_ASSIGN,			/* <<= */
	SPECIAL_SHR_ASSIGN,			/* >>= */
	SPECIAL_ELLIPSIS,			/* ... */
	SPECIAL_COLONCOLON,			/* :: (C23 attributes) */
	SPECIAL_ARG_SEPARATOR,			/* preprocessor internal */
	SPECIAL_UNSIGNED_LT,			/* made by the evaluator */
	SPECIAL_UNSIGNED_GT,
	SPECIAL_UNSIGNED_LTE,
	SPECIAL_UNSIGNED_GTE,
};

/* The raw text of a character constant or string literal. */
struct string {
	unsigned int length:31;		/* bytes of data[], with the NUL */
	char data[];
};

struct token {
	struct position pos;		/* pos.type is the enum token_type */
	struct token *next;
	union {
		const char *number;	/* TOKEN_NUMBER */
		struct ident *ident;	/* TOKEN_IDENT */
		struct {
			unsigned int special;	/* TOKEN_SPECIAL, TOKEN_ERROR */
			unsigned int digraph;	/* spelled <: :> <% %> %: %:%: */
		};
		struct string *string;	/* TOKEN_*CHAR, TOKEN_*STRING */
		int argnum;		/* TOKEN_*ARGUMENT */
	};
};

#define token_type(x) ((enum token_type)(x)->pos.type)

static inline int match_op(const struct token *token, unsigned int op)
{
	return token->pos.type == TOKEN_SPECIAL && token->special == op;
}

static inline int match_ident(const struct token *token,
			      const struct ident *id)
{
	return token->pos.type == TOKEN_IDENT && token->ident == id;
}

static inline int eof_token(const struct token *token)
{
	return token->pos.type == TOKEN_EOF;
}

DECLARE_ALLOCATOR(token);
extern struct allocator token_allocator;
struct token *__alloc_token(size_t extra);
void __free_token(struct token *entry);
void clear_token_alloc(void);
/* Give back the tokens of @list as the parser reads past them (sparse()). */
void begin_token_release(struct token *list);
void release_tokens(struct token *to);
void end_token_release(void);
void protect_token_alloc(void);
void show_token_alloc(void);

DECLARE_ALLOCATOR(ident);
extern struct allocator ident_allocator;
struct ident *__alloc_ident(size_t extra);
void __free_ident(struct ident *entry);
void clear_ident_alloc(void);
void protect_ident_alloc(void);
void show_ident_alloc(void);

DECLARE_ALLOCATOR(string);
extern struct allocator string_allocator;
struct string *__alloc_string(size_t extra);
void __free_string(struct string *entry);
void clear_string_alloc(void);
void protect_string_alloc(void);
void show_string_alloc(void);

// tokenize.c
/* The shared end of every list: TOKEN_EOF, its next is itself. */
extern struct token eof_token_entry;

struct token *alloc_token(const struct position *pos);
/* Identifiers live for the whole run: never clear the ident pool. */
struct ident *hash_ident(const char *name, int len);
struct ident *built_in_ident(const char *name);
/* show_*(): a name, a static string, or one of four rotating buffers. */
const char *show_ident(const struct ident *ident);
const char *show_special(int op);
const char *show_token(const struct token *token);
/* "\"a\\n\"": a string literal's bytes, quoted and escaped (show-parse.c). */
const char *show_string(const struct string *string);
/* As show_token(), with \ before " and \ of literals: for # (6.10.4.2). */
const char *quote_token(const struct token *token);
/*
 * Same type, same spelling; white space and digraphs do not count, the
 * preprocessor's body tokens compare by parameter; a type without a
 * spelling (TOKEN_BAD, TOKEN_STREAMBEGIN...) is never the same.
 */
bool same_token(const struct token *a, const struct token *b);
int utf8_letter(const unsigned char *p);
const char *stream_name(int stream);
/* @name past any leading "./": how sparse names a header by its path. */
const char *without_dot_slash(const char *name);

/*
 * Open a stream: returns its number.  The name is copied; path becomes
 * its directory with the trailing '/' ("" for none); next_path is kept
 * for #include_next; include_level is one more than pos's stream's.
 */
int init_stream(const struct position *pos, const char *name, int fd,
		const char **next_path);
/* Streams opened under @name, newest first; -1 after the last. */
int first_stream_named(const char *name);
int next_stream_named(int stream);
/* Forget the streams numbered @first and up (fuzz/: between inputs). */
void drop_streams(int first);
void retire_streams(int first);

/*
 * Both return TOKEN_STREAMBEGIN (line 1, column 0); its list ends with
 * TOKEN_STREAMEND, positioned at the end of the data (where sparse reports
 * "end-of-input"), whose next is the end token.
 *
 * tokenize() reads @fd to its end and closes it (not stdin); @name is the
 * stream's name ("-" for stdin is the caller's business); the end token is
 * @endtoken, or &eof_token_entry when NULL.  Its diagnostics are warnings.
 *
 * tokenize_buffer() tokenizes a copy of @buffer as a stream named
 * "<buffer>" (rename input_streams[n].name if you like); the end token is
 * &eof_token_entry and *@endtoken, when not NULL, is set to the
 * TOKEN_STREAMEND, so that a caller can link another list after it.  Its
 * diagnostics are errors, as sparse 0.6.4 reports them in its builtin
 * preamble; so the buffer should end with a newline.
 */
struct token *tokenize(const struct position *pos, const char *name, int fd,
		       struct token *endtoken, const char **next_path);
struct token *tokenize_buffer(const void *buffer, unsigned long size,
			      struct token **endtoken);
void show_identifier_stats(void);

#ifdef __cplusplus
}
#endif

#endif
