// A string literal of 10 MB over continued lines (scripts/check-bounded,
// kind "string"): sparse's one warning, at the end of the literal, and the
// literal kept to its first 8191 bytes, within 200 MB.
/*
 * check-name: a 10 MB string literal: sparse's warning, bounded memory
 * check-command: ../scripts/check-bounded 200000 string 10 ../sparse -Wno-decl
 *
 * check-error-start
string.c:10241:1: warning: string too long (10485760 bytes, 8191 bytes max)
 * check-error-end
 */
