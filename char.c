// SPDX-License-Identifier: MIT
/*
 * char.c — the values of character constants and string literals
 * (C23 6.4.4.4, 6.4.5).
 *
 * Takes the tokens as the lexer left them, escapes still spelled out, and
 * gives a character constant's value or one struct string holding the
 * decoded bytes of adjacent string literals.  Each literal is decoded on
 * its own before the bytes are joined, so "\x4" "1" is two characters.
 * Touches no state but the diagnostics.
 */
#include <string.h>

#include "expression.h"
#include "target.h"
#include "token.h"

/* The longest string a concatenation keeps; sparse 0.6.4 has the same. */
#define MAX_STRING 8191

static unsigned int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if ((c | 32) >= 'a' && (c | 32) <= 'f')
		return (c | 32) - 'a' + 10;
	return 16;
}

/* \x with any number of hex digits; warned once when @bits overflow. */
static const char *hex_escape(const char *p, const char *end,
			      unsigned int *value, int bits,
			      struct position pos)
{
	unsigned int top = ~0U << (bits - 4);
	unsigned int v = 0, d;

	for (; p < end && (d = hex_digit(*p)) < 16; p++) {
		if (v & top) {
			warning(pos, "hex escape sequence out of range");
			top = 0;
		}
		v = (v << 4) + d;
	}
	*value = v;
	return p;
}

/* \ooo: the first digit @c is read, at most two more follow. */
static const char *octal_escape(const char *p, const char *end,
				unsigned int c, unsigned int *value, int bits,
				struct position pos)
{
	unsigned int v = c - '0';

	if (end > p + 2)
		end = p + 2;
	for (; p < end && *p >= '0' && *p <= '7'; p++)
		v = (v << 3) + (*p - '0');
	if ((v & 0400) && bits < 9)
		warning(pos, "octal escape sequence out of range");
	*value = v;
	return p;
}

/*
 * One character of a literal's text at @p: its value cut to @bits, and
 * where the next one starts.  Unknown escapes stand for the character.
 */
static const char *decode_char(const char *p, const char *end,
			       unsigned int *value, int bits,
			       struct position pos)
{
	unsigned int c = (unsigned char)*p++;

	if (c == '\\' && p < end) {
		c = (unsigned char)*p++;
		switch (c) {
		case 'a': c = '\a'; break;
		case 'b': c = '\b'; break;
		case 'e': c = 033; break;
		case 'f': c = '\f'; break;
		case 'n': c = '\n'; break;
		case 'r': c = '\r'; break;
		case 't': c = '\t'; break;
		case 'v': c = '\v'; break;
		case '\\': case '\'': case '"': case '?':
			break;
		case 'x':
			p = hex_escape(p, end, &c, bits, pos);
			break;
		case '0' ... '7':
			p = octal_escape(p, end, c, &c, bits, pos);
			break;
		default:
			warning(pos, "unknown escape sequence: '\\%c'", c);
			break;
		}
	}
	if (bits < 32)
		c &= (1U << bits) - 1;
	*value = c;
	return p;
}

/* The width of one character of a literal of @type, in bits. */
static int char_bits(enum token_type type)
{
	switch (type) {
	case TOKEN_WIDE_CHAR: case TOKEN_WIDE_STRING:
		return bits_in_wchar;
	case TOKEN_CHAR16: case TOKEN_STRING16:
		return 16;
	case TOKEN_CHAR32: case TOKEN_STRING32:
		return 32;
	default:
		return bits_in_char;
	}
}

/*
 * The value of a character constant: its first character, as sparse takes
 * it ('ab' is 'a', with a warning); a plain one sign-extended where char
 * is signed ('\xff' is -1), as upstream's sparse of 2024 (0.6.4 did not).
 */
unsigned long long get_char_constant(struct token *token)
{
	const char *p = token->string->data;
	const char *end = p + token->string->length - 1;
	unsigned int value;

	if (p == end) {
		sparse_error(token->pos, "empty character constant");
		return 0;
	}
	p = decode_char(p, end, &value, char_bits(token_type(token)),
			token->pos);
	if (p != end)
		warning(token->pos, "multi-character character constant");
	if (token_type(token) == TOKEN_CHAR && !funsigned_char &&
	    bits_in_char < 32 && (value >> (bits_in_char - 1)) & 1)
		return value - (1ULL << bits_in_char);
	return value;
}

static bool is_string_token(struct token *token)
{
	return token_type(token) >= TOKEN_STRING &&
	       token_type(token) <= TOKEN_UTF8_STRING;
}

/*
 * The kind of adjacent literals joined (6.4.5p5): plain ones take the
 * prefix of a prefixed one; of several prefixes, the first is kept.
 */
static enum token_type joined_type(struct token *token)
{
	enum token_type type = TOKEN_STRING;

	for (; is_string_token(token); token = token->next)
		if (type == TOKEN_STRING)
			type = token_type(token);
	return type;
}

/*
 * string-literal { string-literal }: the decoded bytes of all of them in
 * expr->string, one byte a character, and the token after the last one.
 * Past MAX_STRING characters the rest is dropped with a warning there.
 */
struct token *get_string_constant(struct token *token,
				  struct expression *expr)
{
	static char buffer[MAX_STRING];
	enum token_type type = joined_type(token);
	int bits = char_bits(type);
	struct string *string;
	int len = 0;

	for (; is_string_token(token); token = token->next) {
		const char *p = token->string->data;
		size_t bytes = token->string->length - 1;
		const char *end;
		unsigned int c;

		/* sparse 0.6.4 keeps the first MAX_STRING bytes of a token */
		end = p + (bytes < MAX_STRING ? bytes : MAX_STRING);

		while (p < end) {
			p = decode_char(p, end, &c, bits, token->pos);
			if (len < MAX_STRING)
				buffer[len] = (char)c;
			len++;
		}
	}
	if (len > MAX_STRING) {
		warning(token->pos,
			"trying to concatenate %d-character string (%d bytes max)",
			len, MAX_STRING);
		len = MAX_STRING;
	}
	string = __alloc_string(len + 1);
	string->length = len + 1;
	memcpy(string->data, buffer, len);
	string->data[len] = '\0';
	expr->string = string;
	expr->wide = type - TOKEN_STRING;
	return token;
}
