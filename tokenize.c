// SPDX-License-Identifier: MIT
/*
 * tokenize.c — the bytes of a stream become a list of struct token with
 * positions.
 *
 * Takes a file descriptor (read whole) or a memory buffer; gives the list
 * TOKEN_STREAMBEGIN, the tokens, TOKEN_STREAMEND, then the caller's end
 * token.  Translation phases 1 to 3 (C23 5.1.1.2) happen in one pass: CR
 * and CR LF are newlines, a backslash-newline vanishes wherever it stands
 * (inside identifiers, literals and comments too), a comment is white
 * space.  Meaning comes later: escapes stay as written, a pp-number is
 * only its spelling.
 *
 * State: input_streams[] (one entry per stream opened, for the whole run),
 * the identifier hash table (for the whole run), the token and string pools.
 * Diagnostics and their positions follow sparse 0.6.4, quirks included.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib.h"
#include "token.h"

ALLOCATOR(token, "tokens");
ALLOCATOR(ident, "identifiers");
ALLOCATOR(string, "strings");


/* Limits of sparse 0.6.4, kept for its diagnostics (nothing is cut). */
#define MAX_NUMBER_LENGTH 4095	/* longer pp-numbers are an error */
#define MAX_STRING_LENGTH 8191	/* longer literals are warned about */

/* NUL bytes after the data, so that lookahead never leaves the buffer. */
#define BUFFER_PAD 16

struct token eof_token_entry = { .next = &eof_token_entry };



// Streams

int input_stream_nr;
struct stream *input_streams;
static int input_streams_allocated;

/* position.stream has 20 bits */
#define MAX_STREAMS ((int)POS_STREAM_MAX + 1)

/* Newest stream of each name-hash bucket, plus one (0: none). */
#define STREAM_HASH_SIZE 1024
static int stream_hash[STREAM_HASH_SIZE];

static unsigned int stream_bucket(const char *name)
{
	unsigned int hash = 2166136261u;

	while (*name)
		hash = (hash ^ (unsigned char)*name++) * 16777619u;
	return (hash ^ (hash >> 16)) % STREAM_HASH_SIZE;
}

static struct stream *new_stream_slot(void)
{
	if (input_stream_nr >= MAX_STREAMS)
		die("Unable to allocate more streams space");
	if (input_stream_nr == input_streams_allocated) {
		input_streams_allocated = input_streams_allocated * 2 + 64;
		input_streams = xrealloc(input_streams, input_streams_allocated *
					 sizeof(*input_streams));
	}
	return memset(&input_streams[input_stream_nr], 0,
		      sizeof(*input_streams));
}

const char *without_dot_slash(const char *name)
{
	while (name[0] == '.' && name[1] == '/')
		name += 2;
	return name;
}

/*
 * "dir/sub/" for "dir/sub/a.h", "" for "a.h": "..." includes start
 * there, without a leading "./" (sparse names ./dir/a.h's "b.h" dir/b.h).
 */
static const char *stream_dir(const char *name)
{
	const char *slash;

	name = without_dot_slash(name);
	slash = strrchr(name, '/');

	return slash ? xstrndup(name, slash - name + 1) : "";
}

int init_stream(const struct position *pos, const char *name, int fd,
		const char **next_path)
{
	struct position from = pos ? *pos : (struct position){ 0 };
	unsigned int bucket = stream_bucket(name);
	int level = 0;
	struct stream *stream;

	/* before the table moves: @pos may point into it */
	if (pos && pos->stream < (unsigned int)input_stream_nr)
		level = input_streams[pos->stream].include_level + 1;
	stream = new_stream_slot();
	stream->name = xstrndup(name, strlen(name));
	stream->path = stream_dir(name);
	stream->pos = from;
	stream->fd = fd;
	stream->include_level = level;
	stream->next_path = next_path;
	stream->next_stream = stream_hash[bucket] - 1;
	stream_hash[bucket] = input_stream_nr + 1;
	return input_stream_nr++;
}

int first_stream_named(const char *name)
{
	int nr = stream_hash[stream_bucket(name)] - 1;

	while (nr >= 0 && strcmp(input_streams[nr].name, name))
		nr = input_streams[nr].next_stream;
	return nr;
}

int next_stream_named(int stream)
{
	const char *name = input_streams[stream].name;
	int nr = input_streams[stream].next_stream;

	while (nr >= 0 && strcmp(input_streams[nr].name, name))
		nr = input_streams[nr].next_stream;
	return nr;
}

/*
 * Forget the streams from @first on, newest first so that each name-hash
 * bucket gets its older head back.  For a caller that checks files without
 * end (a fuzzer: fuzz/), once their tokens are gone: numbers are reused.
 */
void drop_streams(int first)
{
	while (input_stream_nr > first && input_stream_nr > 0) {
		struct stream *stream = &input_streams[--input_stream_nr];

		if (!stream->retired)
			stream_hash[stream_bucket(stream->name)] =
				stream->next_stream + 1;
		free((char *)stream->name);
		if (stream->path[0])
			free((char *)stream->path);
	}
}

/*
 * Take the streams from @first on out of the search by name, newest first
 * (each is then the head of its bucket), but keep them: the positions of
 * a file's trees still name them.  The next file opens its headers anew,
 * and the chains of same-named streams an #include searches do not grow
 * with every file checked.
 */
void retire_streams(int first)
{
	int nr;

	for (nr = input_stream_nr; nr-- > first;) {
		struct stream *stream = &input_streams[nr];

		if (stream->retired)
			break;		/* and the older ones too */
		stream_hash[stream_bucket(stream->name)] =
			stream->next_stream + 1;
		stream->retired = 1;
	}
}

const char *stream_name(int stream)
{
	if (stream < 0 || stream >= input_stream_nr)
		return "<bad stream>";
	return input_streams[stream].name;
}

// Identifiers: one hash table for the whole run

/* FNV-1a: one step per byte, so the scanner can hash as it goes. */
#define IDENT_HASH_START 2166136261u
#define IDENT_HASH_PRIME 16777619u

static inline unsigned int hash_step(unsigned int hash, unsigned char c)
{
	return (hash ^ c) * IDENT_HASH_PRIME;
}

/*
 * Open addressing with linear probing, never more than half full.  A slot
 * holds the hash: a probe reads an identifier only when the hashes match,
 * so a lookup usually costs one cache miss, not a walk down a chain of
 * them.  Packed, a slot takes 12 bytes, not 16: a kernel file's table of
 * 65,536 slots is 768 KB instead of 1 MB (upstream's, chained, is small:
 * without it our peak was above upstream's on lib/crc32.c).
 */
struct ident_slot {
	unsigned int hash;
	struct ident *ident;		/* NULL: a free slot */
} __attribute__((packed));

static struct ident_slot *ident_table;
static unsigned int ident_table_bits;
static unsigned int ident_count, ident_hits, ident_misses;

/* Fibonacci hashing: the top bits of the product mix every input bit. */
static inline unsigned int ident_home(unsigned int hash)
{
	return (hash * 0x9e3779b1u) >> (32 - ident_table_bits);
}

static inline unsigned int ident_mask(void)
{
	return (1u << ident_table_bits) - 1;
}

/* The slot of an identifier, or the free slot where it would go. */
static struct ident_slot *find_slot(const char *name, unsigned int len,
				    unsigned int hash)
{
	unsigned int i = ident_home(hash);

	for (;; i = (i + 1) & ident_mask()) {
		struct ident_slot *slot = &ident_table[i];

		if (!slot->ident || (slot->hash == hash &&
				     slot->ident->len == len &&
				     !memcmp(slot->ident->name, name, len)))
			return slot;
	}
}

static void grow_ident_table(void)
{
	struct ident_slot *old = ident_table;
	unsigned int i, old_size = old ? ident_mask() + 1 : 0;

	ident_table_bits = old ? ident_table_bits + 1 : 12;
	ident_table = table_alloc((ident_mask() + 1) * sizeof(*ident_table));
	for (i = 0; i < old_size; i++) {
		unsigned int j = ident_home(old[i].hash);

		if (!old[i].ident)
			continue;
		while (ident_table[j].ident)
			j = (j + 1) & ident_mask();
		ident_table[j] = old[i];
	}
	if (old)
		table_free(old, old_size * sizeof(*old));
}

/* The scanner asks for the slot early: the miss overlaps its own work. */
static inline void prefetch_ident(unsigned int hash)
{
	if (ident_table)
		__builtin_prefetch(&ident_table[ident_home(hash)]);
}

static struct ident *new_ident(const char *name, unsigned int len,
			       unsigned int hash)
{
	/* the name starts in the struct's tail padding */
	size_t tail = sizeof(struct ident) - offsetof(struct ident, name);
	struct ident *ident = __alloc_ident(len + 1 > tail ?
					    len + 1 - tail : 0);

	ident->len = len;
	ident->hash = hash;
	memcpy(ident->name, name, len);
	ident->name[len] = '\0';
	return ident;
}

static struct ident *lookup_ident(const char *name, unsigned int len,
				  unsigned int hash)
{
	struct ident_slot *slot;
	struct ident *ident;

	if (!ident_table)
		grow_ident_table();
	slot = find_slot(name, len, hash);
	if (slot->ident) {
		ident_hits++;
		return slot->ident;
	}
	ident_misses++;
	ident = new_ident(name, len, hash);
	*slot = (struct ident_slot){ .hash = hash, .ident = ident };
	if (++ident_count > (ident_mask() + 1) / 2)
		grow_ident_table();
	return ident;
}

struct ident *hash_ident(const char *name, int len)
{
	unsigned int hash = IDENT_HASH_START;
	int i;

	for (i = 0; i < len; i++)
		hash = hash_step(hash, name[i]);
	return lookup_ident(name, len, hash);
}

struct ident *built_in_ident(const char *name)
{
	return hash_ident(name, strlen(name));
}

const char *show_ident(const struct ident *ident)
{
	return ident ? ident->name : "<noident>";
}

/* How far identifiers sit from their home slot: 0 is a hit at once. */
void show_identifier_stats(void)
{
	unsigned int distance[10] = { 0 };
	unsigned int i, size = ident_table ? ident_mask() + 1 : 0;

	fprintf(stderr, "identifiers: %u hits, %u misses\n",
		ident_hits, ident_misses);
	for (i = 0; i < size; i++) {
		unsigned int d;

		if (!ident_table[i].ident)
			continue;
		d = (i - ident_home(ident_table[i].hash)) & ident_mask();
		distance[d < 9 ? d : 9]++;
	}
	for (i = 0; i < 10; i++)
		if (distance[i])
			fprintf(stderr, "%2u%s: %u identifiers\n", i,
				i == 9 ? "+" : "", distance[i]);
}

// The character classes that drive every scanning loop

enum {
	CC_IDENT = 1 << 0,	/* continues an identifier */
	CC_NUMBER = 1 << 1,	/* continues a pp-number */
	CC_DIGIT = 1 << 2,
	CC_HEX = 1 << 3,
	CC_LITERAL_STOP = 1 << 4, /* ends the plain run inside a literal */
	CC_COMMENT_STOP = 1 << 5, /* ... inside a block comment */
	CC_LINE_STOP = 1 << 6,	/* ... inside a line comment */
	CC_HIGH = 1 << 7,	/* 0x80 and up: a UTF-8 letter, if valid */
};

#define CC_LETTER (CC_IDENT | CC_NUMBER)
#define CC_HEX_LETTER (CC_LETTER | CC_HEX)
#define CC_DECIMAL (CC_LETTER | CC_DIGIT | CC_HEX)
#define CC_ALL_STOPS (CC_LITERAL_STOP | CC_COMMENT_STOP | CC_LINE_STOP)

/*
 * '$' is an identifier character as in gcc, but not a pp-number one (as in
 * sparse 0.6.4).  A valid UTF-8 sequence is a letter, as gcc takes it
 * (utf8_letter()); a byte from 0x80 up that starts none is a stray token,
 * as in gcc and sparse.
 */
static const unsigned char char_class[256] = {
	['\0'] = CC_ALL_STOPS,
	['\t'] = CC_ALL_STOPS,
	['\n'] = CC_ALL_STOPS,
	['\r'] = CC_ALL_STOPS,
	['"'] = CC_LITERAL_STOP,
	['\''] = CC_LITERAL_STOP,
	['\\'] = CC_LITERAL_STOP | CC_LINE_STOP,
	['*'] = CC_COMMENT_STOP,
	['$'] = CC_IDENT,
	['.'] = CC_NUMBER,
	['0' ... '9'] = CC_DECIMAL,
	['A' ... 'F'] = CC_HEX_LETTER,
	['G' ... 'Z'] = CC_LETTER,
	['_'] = CC_LETTER,
	['a' ... 'f'] = CC_HEX_LETTER,
	['g' ... 'z'] = CC_LETTER,
	[0x80 ... 0xff] = CC_HIGH,
};

/*
 * The length of the valid UTF-8 sequence at @p (RFC 3629: no overlong
 * form, no surrogate, nothing above U+10FFFF), 0 if there is none.  Reads
 * no further than the first byte that is no continuation: a NUL stops it.
 */
int utf8_letter(const unsigned char *p)
{
	unsigned char c = p[0], low = 0x80, high = 0xbf;
	int len, i;

	if (c < 0xc2 || c > 0xf4)
		return 0;
	if (c < 0xe0) {
		len = 2;
	} else if (c < 0xf0) {
		len = 3;
		if (c == 0xe0)
			low = 0xa0;
		else if (c == 0xed)
			high = 0x9f;
	} else {
		len = 4;
		if (c == 0xf0)
			low = 0x90;
		else if (c == 0xf4)
			high = 0x8f;
	}
	if (p[1] < low || p[1] > high)
		return 0;
	for (i = 2; i < len; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	return len;
}

/* The bytes of the letter at @p (an identifier's), 0 if none is there. */
static inline int letter_length(const unsigned char *p)
{
	if (char_class[*p] & CC_IDENT)
		return 1;
	return (char_class[*p] & CC_HIGH) ? utf8_letter(p) : 0;
}

// The lexer: where it is in the stream and what the next token inherits

struct lexer {
	const unsigned char *data;	/* the first byte */
	const unsigned char *end;	/* one past the data; NULs follow */
	const unsigned char *line_start; /* first byte of the current line */
	unsigned int line;		/* 1-based */
	unsigned int tab_extra;		/* columns tabs added on this line */
	unsigned int tabstop;
	int stream;
	bool in_buffer;			/* a memory buffer: diagnose as errors */
	/*
	 * The stream, newline and whitespace of the next token: kept as a
	 * position so that a token's is a copy and two plain stores, not a
	 * build of bit-fields.
	 */
	struct position next;
	bool eof_checked;		/* the end-of-file warnings are done */
	struct token **tail;		/* where the next token is linked */
	char *scratch;			/* spelling of a token cut by splices */
	size_t scratch_len, scratch_size;
};

/*
 * Tokenizer diagnostics are warnings in a file but errors in a memory
 * buffer, as sparse 0.6.4 reports them in its builtin preamble.
 */
#define lex_diag(lx, pos, ...)					\
	do {							\
		if ((lx)->in_buffer)				\
			sparse_error(pos, __VA_ARGS__);		\
		else						\
			warning(pos, __VA_ARGS__);		\
	} while (0)

/* Columns before @p on its line: a tab reaches the next tab stop. */
static inline unsigned int column0(const struct lexer *lx,
				   const unsigned char *p)
{
	return (unsigned int)(p - lx->line_start) + lx->tab_extra;
}

static unsigned int tab_width(const struct lexer *lx, unsigned int column)
{
	return lx->tabstop - column % lx->tabstop;
}

static inline const unsigned char *skip_tab(struct lexer *lx,
					    const unsigned char *p)
{
	lx->tab_extra += tab_width(lx, column0(lx, p)) - 1;
	return p + 1;
}

static inline void start_line(struct lexer *lx, const unsigned char *p)
{
	lx->line++;
	lx->line_start = p;
	lx->tab_extra = 0;
}

/* Past the newline at @p: LF, CR LF or a lone CR. */
static inline const unsigned char *skip_newline(struct lexer *lx,
						const unsigned char *p)
{
	p += (p[0] == '\r' && p[1] == '\n') ? 2 : 1;
	start_line(lx, p);
	return p;
}

static inline bool is_newline(unsigned char c)
{
	return c == '\n' || c == '\r';
}

/* Past any backslash-newlines at @p, without moving the lexer. */
static inline const unsigned char *splice_end(const unsigned char *p)
{
	while (p[0] == '\\' && is_newline(p[1]))
		p += (p[1] == '\r' && p[2] == '\n') ? 3 : 2;
	return p;
}

/* Past any backslash-newlines at @p: they start new lines. */
static inline const unsigned char *skip_splices(struct lexer *lx,
						const unsigned char *p)
{
	while (p[0] == '\\' && is_newline(p[1]))
		p = skip_newline(lx, p + 1);
	return p;
}

static bool at_end(const struct lexer *lx, const unsigned char *p)
{
	return p == lx->end;
}

/*
 * @line and @column in @pos: the largest line a position holds past that;
 * a column past its bits wraps, so that its value modulo 1024, the
 * column sparse shows, stays right.
 */
static inline void set_line_column(struct position *pos, unsigned int line,
				   unsigned int column)
{
	pos->line = line < POS_LINE_MAX ? line : POS_LINE_MAX;
	pos->pos = column & POS_COLUMN_MAX;
}

/* The position of a token starting at @p. */
static struct position token_pos(const struct lexer *lx,
				 const unsigned char *p)
{
	struct position pos = lx->next;

	set_line_column(&pos, lx->line, column0(lx, p) + 1);
	return pos;
}

/*
 * Where sparse 0.6.4 reports a problem found on reading the byte at @p: its
 * position counts that byte as read (a newline moves to column 0 of the
 * next line), except the end of the data, which is never read.
 */
static struct position pos_after(const struct lexer *lx,
				 const unsigned char *p)
{
	struct position pos = { .stream = lx->stream };
	unsigned int column = column0(lx, p);

	if (is_newline(*p))
		set_line_column(&pos, lx->line + 1, 0);
	else if (*p == '\t')
		set_line_column(&pos, lx->line, column + tab_width(lx, column));
	else
		set_line_column(&pos, lx->line, column + !at_end(lx, p));
	return pos;
}

/* Does the data end with a backslash-newline? */
static bool ends_with_splice(const struct lexer *lx)
{
	const unsigned char *end = lx->end;
	size_t size = end - lx->data;

	if (size >= 2 && end[-2] == '\\' && is_newline(end[-1]))
		return true;
	return size >= 3 && end[-3] == '\\' && end[-2] == '\r' &&
	       end[-1] == '\n';
}

/*
 * The first time the end of the data is reached.  sparse 0.6.4 tests the
 * column against its -Wnewline-eof flag with a bitwise and, so it only
 * warns when the last line has an odd number of columns; we keep that.
 */
static void reached_eof(struct lexer *lx)
{
	struct position pos = pos_after(lx, lx->end);

	if (lx->eof_checked)
		return;
	lx->eof_checked = true;
	if (Wnewline_eof && (pos.pos & 1))
		lex_diag(lx, pos, "no newline at end of file");
	else if (!pos.pos && ends_with_splice(lx))
		lex_diag(lx, pos, "backslash-newline at end of file");
}

/*
 * A file's tokens go back as the parser reads past them (sparse() asks
 * for it): the trees made meanwhile take their blobs, so that the peak is
 * about the larger of the two rather than their sum.  Only the tokens of
 * the list to parse are wanted: the macros keep bodies of their own.
 * preprocess() recorded each as it passed it, in the list's order, so
 * that @list is not walked here: the list's tokens are the preprocessed
 * file's, passed once each and never freed after.
 */
static struct blob_tracker token_tracker;
static bool releasing_tokens;
static struct token *release_from;	/* the first not given back */

void begin_token_release(struct token *list)
{
	track_recorded_blobs(&token_tracker, &token_allocator);
	release_idle_blobs(&token_tracker);
	releasing_tokens = true;
	release_from = list;
}

/*
 * The tokens of the list before @to are read.  Unless @to is further on
 * in the list (not a token of the parser's own), none goes.
 */
void release_tokens(struct token *to)
{
	const struct token *token;
	const void *end;
	size_t ended = 0;

	if (!releasing_tokens)
		return;
	end = blob_end(&token_tracker, 0);
	for (token = release_from; token != to; token = token->next) {
		if (eof_token(token))
			return;
		if (token == end)
			end = blob_end(&token_tracker, ++ended);
	}
#ifdef SPARSE_MALLOC_ALLOCATOR
	while (release_from != to) {
		struct token *next = release_from->next;

		poison_object(&token_allocator, release_from);
		release_from = next;
	}
#endif
	release_from = to;
	release_blobs(&token_tracker, ended);
}

void end_token_release(void)
{
	releasing_tokens = false;
	end_tracking(&token_tracker);
}

struct token *alloc_token(const struct position *pos)
{
	struct token *token = __alloc_token(0);

	token->pos = *pos;
	return token;
}

/* Link a token at @pos; the flags it took are used up. */
static struct token *add_token(struct lexer *lx, struct position pos,
			       enum token_type type)
{
	struct token *token;

	pos.type = type;
	token = alloc_token(&pos);
	*lx->tail = token;
	lx->tail = &token->next;
	lx->next.newline = 0;
	lx->next.whitespace = 0;
	return token;
}

static void scratch_add(struct lexer *lx, const void *data, size_t len)
{
	if (!len)
		return;
	if (lx->scratch_len + len > lx->scratch_size) {
		lx->scratch_size = 2 * lx->scratch_size + len + 256;
		lx->scratch = xrealloc(lx->scratch, lx->scratch_size);
	}
	memcpy(lx->scratch + lx->scratch_len, data, len);
	lx->scratch_len += len;
}

/*
 * The spelling of a token: [start, p) when it has no splice, else the
 * scratch buffer (to which [start, p) is added).
 */
static const char *spelling(struct lexer *lx, const unsigned char *start,
			    const unsigned char *p, size_t *len)
{
	if (!lx->scratch_len) {
		*len = p - start;
		return (const char *)start;
	}
	scratch_add(lx, start, p - start);
	*len = lx->scratch_len;
	return lx->scratch;
}

static struct string *new_string(const char *data, size_t len)
{
	struct string *string = __alloc_string(len + 1);

	string->length = len + 1;
	memcpy(string->data, data, len);
	string->data[len] = '\0';
	return string;
}

/*
 * Is a universal character name \uXXXX or \UXXXXXXXX at @p, in logical
 * characters?  Splices inside one are as rare as they are legal.
 */
static bool is_ucn(const unsigned char *p)
{
	int digits, i;

	if (*p != '\\')
		return false;
	p = splice_end(p + 1);
	if (*p != 'u' && *p != 'U')
		return false;
	digits = *p == 'u' ? 4 : 8;
	for (i = 0; i < digits; i++) {
		p = splice_end(p + 1);
		if (!(char_class[*p] & CC_HEX))
			return false;
	}
	return true;
}

/* Copy the universal character name at @p (is_ucn()) to the scratch. */
static const unsigned char *take_ucn(struct lexer *lx, const unsigned char *p)
{
	int digits = 0, i;

	for (i = 0; i < 2 + digits; i++) {
		p = skip_splices(lx, p);
		if (i == 1)
			digits = *p == 'u' ? 4 : 8;
		scratch_add(lx, p++, 1);
	}
	return p;
}

// Character constants and string literals (6.4.4.4, 6.4.5)

static const struct {
	const char *prefix;
	char quote;
} literal_spelling[] = {
	[TOKEN_CHAR] = { "", '\'' },
	[TOKEN_WIDE_CHAR] = { "L", '\'' },
	[TOKEN_CHAR16] = { "u", '\'' },
	[TOKEN_CHAR32] = { "U", '\'' },
	[TOKEN_UTF8_CHAR] = { "u8", '\'' },
	[TOKEN_STRING] = { "", '"' },
	[TOKEN_WIDE_STRING] = { "L", '"' },
	[TOKEN_STRING16] = { "u", '"' },
	[TOKEN_STRING32] = { "U", '"' },
	[TOKEN_UTF8_STRING] = { "u8", '"' },
};

static bool is_literal(enum token_type type)
{
	return type >= TOKEN_CHAR && type <= TOKEN_UTF8_STRING;
}

/* The literal an identifier spelled @name starts before @quote, or 0. */
static enum token_type literal_type(const char *name, size_t len,
				    unsigned char quote)
{
	bool string = quote == '"';

	if (len == 0)
		return string ? TOKEN_STRING : TOKEN_CHAR;
	if (len == 2 && name[0] == 'u' && name[1] == '8')
		return string ? TOKEN_UTF8_STRING : TOKEN_UTF8_CHAR;
	if (len != 1)
		return 0;
	switch (name[0]) {
	case 'L':
		return string ? TOKEN_WIDE_STRING : TOKEN_WIDE_CHAR;
	case 'u':
		return string ? TOKEN_STRING16 : TOKEN_CHAR16;
	case 'U':
		return string ? TOKEN_STRING32 : TOKEN_CHAR32;
	}
	return 0;
}

/* At a splice inside a literal: keep [*seg, p), go on after it. */
static const unsigned char *cut_splices(struct lexer *lx,
					const unsigned char *p,
					const unsigned char **seg)
{
	const unsigned char *next = skip_splices(lx, p);

	if (next != p) {
		scratch_add(lx, *seg, p - *seg);
		*seg = next;
	}
	return next;
}

/*
 * After the backslash of an escape: the escaped character is taken, so
 * that \" and \\ do not end the literal.  Only a \x without a hex digit is
 * reported here (as sparse 0.6.4 does); char.c checks the rest.  Newlines,
 * tabs and the end are left for the caller; *hexless tells that a newline
 * follows the \x, whose warning comes after the missing quote's.
 */
static const unsigned char *skip_escape(struct lexer *lx,
					const unsigned char *p,
					const unsigned char **seg,
					bool *hexless)
{
	p = cut_splices(lx, p, seg);
	if (*p == 'x') {
		p = cut_splices(lx, p + 1, seg);
		if (is_newline(*p))
			*hexless = true;
		else if (!(char_class[*p] & CC_HEX) && !at_end(lx, p))
			lex_diag(lx, pos_after(lx, p),
				 "\\x used with no following hex digits");
		return p;
	}
	if (is_newline(*p) || *p == '\t' || at_end(lx, p))
		return p;
	return p + 1;
}

static void add_literal(struct lexer *lx, struct position pos,
			enum token_type type, const char *data, size_t len)
{
	struct token *token = add_token(lx, pos, type);

	token->string = new_string(data, len);
}

/*
 * The literal ends at @p, a closing quote or a newline; sparse 0.6.4 counts
 * the newline as one of the bytes of an unterminated literal.
 */
static void check_length(struct lexer *lx, const unsigned char *p,
			 size_t len)
{
	if (is_newline(*p))
		len++;
	if (len > MAX_STRING_LENGTH)
		lex_diag(lx, pos_after(lx, p),
			 "string too long (%d bytes, %d bytes max)",
			 (int)len, MAX_STRING_LENGTH);
}

/* A literal without its closing quote ends at the newline (@p). */
static const unsigned char *unterminated(struct lexer *lx,
					 struct position pos,
					 enum token_type type,
					 const unsigned char *seg,
					 const unsigned char *p, bool hexless)
{
	size_t len;
	const char *data = spelling(lx, seg, p, &len);

	lex_diag(lx, pos_after(lx, p), "missing terminating %c character",
		 literal_spelling[type].quote);
	if (hexless)
		lex_diag(lx, pos_after(lx, p),
			 "\\x used with no following hex digits");
	check_length(lx, p, len);
	add_literal(lx, pos, type, data, len);
	return p;
}

static const unsigned char *closed(struct lexer *lx, struct position pos,
				   enum token_type type,
				   const unsigned char *seg,
				   const unsigned char *p)
{
	size_t len;
	const char *data = spelling(lx, seg, p, &len);

	check_length(lx, p, len);
	add_literal(lx, pos, type, data, len);
	return p + 1;
}

/* The end of the data inside a literal: sparse 0.6.4 drops the literal. */
static const unsigned char *eof_in_literal(struct lexer *lx,
					   const unsigned char *p)
{
	reached_eof(lx);
	lex_diag(lx, pos_after(lx, p), "End of file in middle of string");
	return p;
}

/* @p is at the opening quote of a literal of @type that starts at @pos. */
static const unsigned char *lex_literal(struct lexer *lx,
					const unsigned char *p,
					struct position pos,
					enum token_type type)
{
	const unsigned char quote = *p++;
	const unsigned char *seg = p;
	bool hexless = false;

	lx->scratch_len = 0;
	for (;;) {
		while (!(char_class[*p] & CC_LITERAL_STOP))
			p++;
		switch (*p) {
		case '\\':
			if (p != splice_end(p))
				p = cut_splices(lx, p, &seg);
			else
				p = skip_escape(lx, p + 1, &seg, &hexless);
			break;
		case '\t':
			p = skip_tab(lx, p);
			break;
		case '\n':
		case '\r':
			return unterminated(lx, pos, type, seg, p, hexless);
		case '\0':
			if (at_end(lx, p))
				return eof_in_literal(lx, p);
			p++;
			break;
		default:
			if (*p == quote)
				return closed(lx, pos, type, seg, p);
			p++;
		}
	}
}

// Identifiers (6.4.2) and pp-numbers (6.4.8)

static const unsigned char *ident_or_literal(struct lexer *lx,
					     const unsigned char *p,
					     struct position pos,
					     const char *name, size_t len,
					     unsigned int hash)
{
	struct token *token;

	if (*p == '"' || *p == '\'') {
		enum token_type type = literal_type(name, len, *p);

		if (type)
			return lex_literal(lx, p, pos, type);
	}
	prefetch_ident(hash);
	token = add_token(lx, pos, TOKEN_IDENT);
	token->ident = lookup_ident(name, len, hash);
	return p;
}

/* An identifier with splices or universal character names in it. */
static const unsigned char *lex_ident_slow(struct lexer *lx,
					   const unsigned char *p,
					   struct position pos)
{
	unsigned int hash = IDENT_HASH_START;
	size_t i;

	lx->scratch_len = 0;
	for (;;) {
		int len;

		p = skip_splices(lx, p);
		if ((len = letter_length(p))) {
			scratch_add(lx, p, len);
			p += len;
		} else if (is_ucn(p)) {
			p = take_ucn(lx, p);
		} else {
			break;
		}
	}
	for (i = 0; i < lx->scratch_len; i++)
		hash = hash_step(hash, lx->scratch[i]);
	return ident_or_literal(lx, p, pos, lx->scratch, lx->scratch_len,
				hash);
}

/* The hot path: hash while scanning, intern straight from the buffer. */
static const unsigned char *lex_ident(struct lexer *lx,
				      const unsigned char *p)
{
	const unsigned char *start = p;
	struct position pos = token_pos(lx, p);
	unsigned int hash = IDENT_HASH_START;

	do
		hash = hash_step(hash, *p++);
	while (char_class[*p] & CC_IDENT);
	/* a splice, a universal character name or a UTF-8 letter */
	if (*p == '\\' || (char_class[*p] & CC_HIGH))
		return lex_ident_slow(lx, start, pos);
	return ident_or_literal(lx, p, pos, (const char *)start, p - start,
				hash);
}

/* C23 digit separator: a ' between a pp-number and a digit or nondigit. */
static bool separates(unsigned char next)
{
	return (char_class[next] & CC_NUMBER) && next != '.';
}

static bool is_exponent(unsigned char c)
{
	c |= 0x20;
	return c == 'e' || c == 'p';
}

/*
 * pp-number: [.] digit, then digits, identifier-nondigits, '.', e+ e- E+
 * E- p+ p- P+ P-, and ' digit or ' nondigit.  Stops at a backslash, which
 * may be a splice or a universal character name.
 */
static const unsigned char *number_end(const unsigned char *p)
{
	for (;;) {
		unsigned char c = *p;
		int len;

		if (char_class[c] & CC_NUMBER) {
			p++;
			if (is_exponent(c) && (*p == '+' || *p == '-'))
				p++;
		} else if (c == '\'' && separates(p[1])) {
			p += 2;
		} else if ((char_class[c] & CC_HIGH) &&
			   (len = utf8_letter(p))) {
			p += len;
		} else {
			return p;
		}
	}
}

/* number_end() over logical characters, into the scratch buffer. */
static const unsigned char *number_end_slow(struct lexer *lx,
					    const unsigned char *p)
{
	lx->scratch_len = 0;
	for (;;) {
		unsigned char c = *(p = skip_splices(lx, p));
		int len;

		if (char_class[c] & CC_NUMBER) {
			scratch_add(lx, p, 1);
			p = skip_splices(lx, p + 1);
			if (is_exponent(c) && (*p == '+' || *p == '-'))
				scratch_add(lx, p++, 1);
		} else if (c == '\'' && separates(*splice_end(p + 1))) {
			scratch_add(lx, p++, 1);
		} else if ((char_class[c] & CC_HIGH) &&
			   (len = utf8_letter(p))) {
			scratch_add(lx, p, len);
			p += len;
		} else if (is_ucn(p)) {
			p = take_ucn(lx, p);
		} else {
			return p;
		}
	}
}

static const unsigned char *lex_number(struct lexer *lx,
				       const unsigned char *p)
{
	struct position pos = token_pos(lx, p);
	const unsigned char *start = p;
	struct token *token;
	const char *name;
	size_t len;

	p = number_end(p);
	if (*p == '\\' || (*p == '\'' && p[1] == '\\')) {
		p = number_end_slow(lx, start);
		name = lx->scratch;
		len = lx->scratch_len;
	} else {
		name = (const char *)start;
		len = p - start;
	}
	if (len >= MAX_NUMBER_LENGTH) {
		if (at_end(lx, p))
			reached_eof(lx);
		sparse_error(pos_after(lx, p),
			     "number token exceeds %td characters",
			     (ptrdiff_t)MAX_NUMBER_LENGTH);
	}
	token = add_token(lx, pos, TOKEN_NUMBER);
	token->number = new_string(name, len)->data;
	return p;
}

// Comments (6.4.9)

static const unsigned char *skip_block_comment(struct lexer *lx,
					       const unsigned char *p)
{
	for (;;) {
		while (!(char_class[*p] & CC_COMMENT_STOP))
			p++;
		switch (*p) {
		case '*':
			p = skip_splices(lx, p + 1);
			if (*p == '/')
				return p + 1;
			break;
		case '\t':
			p = skip_tab(lx, p);
			break;
		case '\n':
		case '\r':
			p = skip_newline(lx, p);
			break;
		default:
			if (at_end(lx, p)) {
				reached_eof(lx);
				lex_diag(lx, pos_after(lx, p),
					 "End of file in the middle of a comment");
				return p;
			}
			p++;
		}
	}
}

/* Up to the newline that ends it: a backslash-newline continues it. */
static const unsigned char *skip_line_comment(struct lexer *lx,
					      const unsigned char *p)
{
	for (;;) {
		while (!(char_class[*p] & CC_LINE_STOP))
			p++;
		switch (*p) {
		case '\\':
			if (p != splice_end(p))
				p = skip_splices(lx, p);
			else
				p++;
			break;
		case '\t':
			p = skip_tab(lx, p);
			break;
		case '\n':
		case '\r':
			return p;
		default:
			if (at_end(lx, p))
				return p;
			p++;
		}
	}
}

// Punctuators (6.4.6)

/* Take the next logical character if it is @c. */
static bool accept(struct lexer *lx, const unsigned char **p,
		   unsigned char c)
{
	if (*splice_end(*p) != c)
		return false;
	*p = skip_splices(lx, *p) + 1;
	return true;
}

/* Take the next two logical characters if they are @c1 @c2. */
static bool accept2(struct lexer *lx, const unsigned char **p,
		    unsigned char c1, unsigned char c2)
{
	const unsigned char *q = splice_end(*p);

	if (*q != c1 || *splice_end(q + 1) != c2)
		return false;
	return accept(lx, p, c1) && accept(lx, p, c2);
}

static const struct {
	unsigned int special;
	const char *spelling;
} digraphs[] = {
	{ '[', "<:" }, { ']', ":>" }, { '{', "<%" }, { '}', "%>" },
	{ '#', "%:" }, { SPECIAL_HASHHASH, "%:%:" },
};

/* After @c, the rest of a digraph <: :> <% %> %: %:%: (6.4.6p3), or 0. */
static unsigned int digraph(struct lexer *lx, unsigned char c,
			    const unsigned char **p)
{
	switch (c) {
	case '<':
		return accept(lx, p, ':') ? '[' : accept(lx, p, '%') ? '{' : 0;
	case ':':
		return accept(lx, p, '>') ? ']' : 0;
	case '%':
		if (accept(lx, p, '>'))
			return '}';
		if (!accept(lx, p, ':'))
			return 0;
		return accept2(lx, p, '%', ':') ? SPECIAL_HASHHASH : '#';
	}
	return 0;
}

/* The punctuator a character makes when doubled: ++ -- && || ## << >> :: .. */
static const unsigned short doubled_op[256] = {
	['+'] = SPECIAL_INCREMENT,
	['-'] = SPECIAL_DECREMENT,
	['&'] = SPECIAL_LOGICAL_AND,
	['|'] = SPECIAL_LOGICAL_OR,
	['#'] = SPECIAL_HASHHASH,
	['<'] = SPECIAL_LEFTSHIFT,
	['>'] = SPECIAL_RIGHTSHIFT,
	[':'] = SPECIAL_COLONCOLON,	/* C23; an asm's "::" means ": :" */
	['.'] = SPECIAL_DOTDOT,		/* sparse's, on the way to "..." */
};

/* ... and when followed by '=', or by a third character. */
static const unsigned short assign_op[SPECIAL_UNSIGNED_GTE + 1] = {
	['+'] = SPECIAL_ADD_ASSIGN,
	['-'] = SPECIAL_SUB_ASSIGN,
	['*'] = SPECIAL_MUL_ASSIGN,
	['/'] = SPECIAL_DIV_ASSIGN,
	['%'] = SPECIAL_MOD_ASSIGN,
	['&'] = SPECIAL_AND_ASSIGN,
	['|'] = SPECIAL_OR_ASSIGN,
	['^'] = SPECIAL_XOR_ASSIGN,
	['='] = SPECIAL_EQUAL,
	['!'] = SPECIAL_NOTEQUAL,
	['<'] = SPECIAL_LTE,
	['>'] = SPECIAL_GTE,
	[SPECIAL_LEFTSHIFT] = SPECIAL_SHL_ASSIGN,
	[SPECIAL_RIGHTSHIFT] = SPECIAL_SHR_ASSIGN,
};

/* Longest match after @c, which is no digraph. */
static unsigned int operator(struct lexer *lx, unsigned char c,
			     const unsigned char **p)
{
	unsigned int op = c;

	if (doubled_op[c] && accept(lx, p, c)) {
		op = doubled_op[c];
		if (op == SPECIAL_DOTDOT)
			return accept(lx, p, '.') ? SPECIAL_ELLIPSIS : op;
	} else if (c == '-' && accept(lx, p, '>')) {
		return SPECIAL_DEREFERENCE;
	}
	if (assign_op[op] && accept(lx, p, '='))
		return assign_op[op];
	return op;
}

/* A byte that starts no token: kept, spelled as itself, for the parser. */
static const unsigned char *lex_stray(struct lexer *lx,
				      const unsigned char *p)
{
	struct token *token = add_token(lx, token_pos(lx, p), TOKEN_ERROR);

	token->special = *p;
	return p + 1;
}

static const unsigned char *lex_punctuator(struct lexer *lx,
					   const unsigned char *p)
{
	struct position pos = token_pos(lx, p);
	unsigned char c = *p++;
	unsigned int op = digraph(lx, c, &p);
	struct token *token = add_token(lx, pos, TOKEN_SPECIAL);

	token->digraph = op != 0;
	token->special = op ? op : operator(lx, c, &p);
	return p;
}

// The dispatcher: one switch on the first byte of each token

/* '/' starts a comment (white space) or a division operator. */
static const unsigned char *lex_slash(struct lexer *lx,
				      const unsigned char *p)
{
	unsigned char next = *splice_end(p + 1);

	if (next != '*' && next != '/')
		return lex_punctuator(lx, p);
	p = skip_splices(lx, p + 1) + 1;
	lx->next.whitespace = 1;
	if (next == '*')
		return skip_block_comment(lx, p);
	return skip_line_comment(lx, p);
}

/* '.' digit starts a pp-number. */
static const unsigned char *lex_dot(struct lexer *lx, const unsigned char *p)
{
	if (char_class[*splice_end(p + 1)] & CC_DIGIT)
		return lex_number(lx, p);
	return lex_punctuator(lx, p);
}

/* A backslash: a splice, a universal character name, or a stray byte. */
static const unsigned char *lex_backslash(struct lexer *lx,
					  const unsigned char *p)
{
	if (p != splice_end(p))
		return skip_splices(lx, p);
	if (is_ucn(p))
		return lex_ident_slow(lx, p, token_pos(lx, p));
	return lex_stray(lx, p);
}

static const unsigned char *lex_other(struct lexer *lx,
				      const unsigned char *p)
{
	unsigned char cls = char_class[*p];

	if (cls & CC_DIGIT)
		return lex_number(lx, p);
	if (letter_length(p))
		return lex_ident(lx, p);
	return lex_stray(lx, p);
}

static void lex_all(struct lexer *lx, const unsigned char *p)
{
	for (;;) {
		switch (*p) {
		case ' ':
		case '\f':
		case '\v':
			lx->next.whitespace = 1;
			do
				p++;
			while (*p == ' ');
			break;
		case '\t':
			lx->next.whitespace = 1;
			p = skip_tab(lx, p);
			break;
		case '\n':
		case '\r':
			lx->next.newline = 1;
			lx->next.whitespace = 1;
			p = skip_newline(lx, p);
			break;
		case '\0':
			if (at_end(lx, p))
				return;
			p = lex_stray(lx, p);
			break;
		case '"':
		case '\'':
			p = lex_literal(lx, p, token_pos(lx, p),
					literal_type(NULL, 0, *p));
			break;
		case '/':
			p = lex_slash(lx, p);
			break;
		case '.':
			p = lex_dot(lx, p);
			break;
		case '\\':
			p = lex_backslash(lx, p);
			break;
		case '[': case ']': case '(': case ')': case '{': case '}':
		case '-': case '+': case '&': case '*': case '~': case '!':
		case '%': case '<': case '>': case '^': case '|': case '?':
		case ':': case ';': case '=': case ',': case '#':
			p = lex_punctuator(lx, p);
			break;
		default:
			p = lex_other(lx, p);
		}
	}
}

/*
 * A UTF-8 byte order mark starts no token (as in gcc), but its bytes count
 * as columns (as in sparse 0.6.4, which takes them for stray bytes).
 */
static const unsigned char *skip_bom(const unsigned char *p)
{
	if (p[0] == 0xef && p[1] == 0xbb && p[2] == 0xbf)
		p += 3;
	return p;
}

/*
 * Tokenize @size bytes at @data, followed by BUFFER_PAD NULs.  A CR that
 * ends the data is no newline: sparse 0.6.4 waits for a LF after it and
 * finds the end instead; so it becomes the first NUL.
 */
static struct token *lex_stream(int stream, unsigned char *data, size_t size,
				bool in_buffer, struct token *endtoken,
				struct token **last)
{
	struct token *begin, *end;
	struct lexer lx = {
		.data = data,
		.end = data + size,
		.line_start = data,
		.line = 1,
		.tabstop = tabstop > 0 ? tabstop : 8,
		.stream = stream,
		.in_buffer = in_buffer,
		.next = { .stream = stream, .newline = 1 },
	};
	struct position pos = { .stream = stream, .line = 1 };

	if (size && data[size - 1] == '\r')
		data[--size] = '\0';
	lx.end = data + size;
	pos.type = TOKEN_STREAMBEGIN;
	begin = alloc_token(&pos);
	lx.tail = &begin->next;
	lex_all(&lx, skip_bom(data));
	reached_eof(&lx);
	end = add_token(&lx, pos_after(&lx, lx.end), TOKEN_STREAMEND);
	end->next = endtoken;
	free(lx.scratch);
	*last = end;
	return begin;
}

/*
 * A file is read whole: past this size (a 3 GB file made by truncate) it
 * is an error and read as empty, rather than all memory.
 */
#define MAX_INPUT_SIZE ((size_t)INT32_MAX)

static void input_too_big(int stream, unsigned long long size)
{
	struct position pos = { .stream = stream, .line = 1, .pos = 1 };

	sparse_error(pos, "file too big (%llu bytes, %zu bytes max)", size,
		     MAX_INPUT_SIZE);
}

/*
 * All of @fd to its end; a read error ends it too (a directory is empty).
 * More than MAX_INPUT_SIZE bytes: nothing, with an error.
 */
static unsigned char *read_all(int fd, int stream, size_t *sizep)
{
	size_t size = 0, room = 64 * 1024;
	unsigned char *data;
	struct stat st;

	if (fd >= 0 && !fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size > 0) {
		if ((unsigned long long)st.st_size > MAX_INPUT_SIZE) {
			input_too_big(stream, st.st_size);
			fd = -1;
		} else {
			room = (size_t)st.st_size + 1;	/* +1: sees EOF */
		}
	}
	data = xrealloc(NULL, room + BUFFER_PAD);
	while (fd >= 0) {
		ssize_t got;

		if (size == room) {
			if (room > MAX_INPUT_SIZE) {	/* a pipe: stop */
				input_too_big(stream, size);
				size = 0;
				break;
			}
			room *= 2;
			data = xrealloc(data, room + BUFFER_PAD);
		}
		got = read(fd, data + size, room - size);
		if (got > 0)
			size += got;
		else if (got == 0 || errno != EINTR)
			break;
	}
	memset(data + size, 0, BUFFER_PAD);
	*sizep = size;
	return data;
}

struct token *tokenize(const struct position *pos, const char *name, int fd,
		       struct token *endtoken, const char **next_path)
{
	int stream = init_stream(pos, name, fd, next_path);
	struct token *begin, *last;
	unsigned char *data;
	size_t size;

	data = read_all(fd, stream, &size);
	blob_note_input(size);
	if (fd > STDIN_FILENO)
		close(fd);
	input_streams[stream].fd = -1;
	begin = lex_stream(stream, data, size, false,
			   endtoken ? endtoken : &eof_token_entry, &last);
	free(data);
	return begin;
}

struct token *tokenize_buffer(const void *buffer, unsigned long size,
			      struct token **endtoken)
{
	int stream = init_stream(NULL, "<buffer>", -1, NULL);
	unsigned char *data = xrealloc(NULL, size + BUFFER_PAD);
	struct token *begin, *last;

	memcpy(data, buffer, size);
	memset(data + size, 0, BUFFER_PAD);
	begin = lex_stream(stream, data, size, true, &eof_token_entry, &last);
	free(data);
	if (endtoken)
		*endtoken = last;
	return begin;
}

// Spelling tokens back

/* show_*() results live in a ring of four buffers: a caller may hold four. */
static char *ring_buffer(size_t size)
{
	static struct {
		char *text;
		size_t size;
	} ring[4];
	static unsigned int next;
	unsigned int slot = next++ % ARRAY_SIZE(ring);

	if (ring[slot].size < size) {
		ring[slot].size = size + 64;
		ring[slot].text = xrealloc(ring[slot].text, ring[slot].size);
	}
	return ring[slot].text;
}

static const char *ring_printf(const char *fmt, ...) FORMAT_ATTR(1);
static const char *ring_printf(const char *fmt, ...)
{
	va_list args;
	char *text;
	int len;

	va_start(args, fmt);
	len = vsnprintf(NULL, 0, fmt, args);
	va_end(args);
	text = ring_buffer(len + 1);
	va_start(args, fmt);
	vsnprintf(text, len + 1, fmt, args);
	va_end(args);
	return text;
}

static const char *const special_spelling[] = {
	[SPECIAL_ADD_ASSIGN - SPECIAL_BASE] = "+=",
	[SPECIAL_INCREMENT - SPECIAL_BASE] = "++",
	[SPECIAL_SUB_ASSIGN - SPECIAL_BASE] = "-=",
	[SPECIAL_DECREMENT - SPECIAL_BASE] = "--",
	[SPECIAL_DEREFERENCE - SPECIAL_BASE] = "->",
	[SPECIAL_MUL_ASSIGN - SPECIAL_BASE] = "*=",
	[SPECIAL_DIV_ASSIGN - SPECIAL_BASE] = "/=",
	[SPECIAL_MOD_ASSIGN - SPECIAL_BASE] = "%=",
	[SPECIAL_LTE - SPECIAL_BASE] = "<=",
	[SPECIAL_GTE - SPECIAL_BASE] = ">=",
	[SPECIAL_EQUAL - SPECIAL_BASE] = "==",
	[SPECIAL_NOTEQUAL - SPECIAL_BASE] = "!=",
	[SPECIAL_LOGICAL_AND - SPECIAL_BASE] = "&&",
	[SPECIAL_AND_ASSIGN - SPECIAL_BASE] = "&=",
	[SPECIAL_LOGICAL_OR - SPECIAL_BASE] = "||",
	[SPECIAL_OR_ASSIGN - SPECIAL_BASE] = "|=",
	[SPECIAL_XOR_ASSIGN - SPECIAL_BASE] = "^=",
	[SPECIAL_HASHHASH - SPECIAL_BASE] = "##",
	[SPECIAL_LEFTSHIFT - SPECIAL_BASE] = "<<",
	[SPECIAL_RIGHTSHIFT - SPECIAL_BASE] = ">>",
	[SPECIAL_DOTDOT - SPECIAL_BASE] = "..",
	[SPECIAL_SHL_ASSIGN - SPECIAL_BASE] = "<<=",
	[SPECIAL_SHR_ASSIGN - SPECIAL_BASE] = ">>=",
	[SPECIAL_ELLIPSIS - SPECIAL_BASE] = "...",
	[SPECIAL_COLONCOLON - SPECIAL_BASE] = "::",
	[SPECIAL_ARG_SEPARATOR - SPECIAL_BASE] = ",",
	[SPECIAL_UNSIGNED_LT - SPECIAL_BASE] = "<",
	[SPECIAL_UNSIGNED_GT - SPECIAL_BASE] = ">",
	[SPECIAL_UNSIGNED_LTE - SPECIAL_BASE] = "<=",
	[SPECIAL_UNSIGNED_GTE - SPECIAL_BASE] = ">=",
};

const char *show_special(int op)
{
	static char single[SPECIAL_BASE][2];
	unsigned int index = op - SPECIAL_BASE;

	if (op >= 0 && op < SPECIAL_BASE) {
		single[op][0] = op;
		return single[op];
	}
	if (index < ARRAY_SIZE(special_spelling) && special_spelling[index])
		return special_spelling[index];
	return ring_printf("<special %d>", op);
}

static const char *show_digraph(unsigned int special)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(digraphs); i++)
		if (digraphs[i].special == special)
			return digraphs[i].spelling;
	return show_special(special);
}

/* prefix, quote, the raw text, quote; with \ before " and \ if @quoted. */
static const char *show_literal(const struct token *token, bool quoted)
{
	const struct string *string = token->string;
	const char *prefix = literal_spelling[token_type(token)].prefix;
	char quote = literal_spelling[token_type(token)].quote;
	size_t i, len = string ? string->length - 1 : 0;
	char *text = ring_buffer(2 * (strlen(prefix) + len + 2) + 1);
	char *out = text;
	char c;

	for (i = 0; (c = prefix[i]); i++)
		*out++ = c;
	if (quoted && quote == '"')
		*out++ = '\\';
	*out++ = quote;
	for (i = 0; i < len; i++) {
		c = string->data[i];
		if (quoted && (c == '"' || c == '\\'))
			*out++ = '\\';
		*out++ = c;
	}
	if (quoted && quote == '"')
		*out++ = '\\';
	*out++ = quote;
	*out = '\0';
	return text;
}

const char *show_token(const struct token *token)
{
	if (!token)
		return "<no token>";
	if (is_literal(token_type(token)))
		return show_literal(token, false);
	switch (token_type(token)) {
	case TOKEN_EOF:
		return "end-of-input";
	case TOKEN_BAD:
		return "syntax error";
	case TOKEN_ERROR:
		return show_special(token->special);
	case TOKEN_IDENT:
	case TOKEN_ZERO_IDENT:
		return show_ident(token->ident);
	case TOKEN_NUMBER:
		return token->number;
	case TOKEN_SPECIAL:
		if (token->digraph)
			return show_digraph(token->special);
		return show_special(token->special);
	case TOKEN_STREAMBEGIN:
		return ring_printf("<beginning of '%s'>",
				   stream_name(token->pos.stream));
	case TOKEN_STREAMEND:
		return ring_printf("<end of '%s'>",
				   stream_name(token->pos.stream));
	default:
		return ring_printf("unhandled token type '%d' ",
				   token_type(token));
	}
}

const char *quote_token(const struct token *token)
{
	if (token && is_literal(token_type(token)))
		return show_literal(token, true);
	return show_token(token);
}

bool same_token(const struct token *a, const struct token *b)
{
	if (token_type(a) != token_type(b))
		return false;
	if (is_literal(token_type(a)))
		return a->string->length == b->string->length &&
		       !memcmp(a->string->data, b->string->data,
			       a->string->length);
	switch (token_type(a)) {
	case TOKEN_IDENT:
		return a->ident == b->ident;
	case TOKEN_NUMBER:
		return !strcmp(a->number, b->number);
	case TOKEN_SPECIAL:
	case TOKEN_ERROR:
	case TOKEN_CONCAT:
		return a->special == b->special;
	case TOKEN_MACRO_ARGUMENT:
	case TOKEN_QUOTED_ARGUMENT:
	case TOKEN_STR_ARGUMENT:
		return a->argnum == b->argnum;
	case TOKEN_VA_OPT:
	case TOKEN_VA_OPT_END:
		return true;
	default:
		return false;
	}
}
