/*
 * check-name: a literal of more than 8191 bytes is warned about, and kept whole
 * check-command: sh -c "{ printf 'x \"'; head -c 8192 /dev/zero | tr '\\0' a; printf '\"\\n'; } | ../test-lexing - | wc -c"
 *
 * check-output-start
8198
 * check-output-end
 *
 * check-error-start
-:1:4: warning: string too long (8192 bytes, 8191 bytes max)
 * check-error-end
 */
