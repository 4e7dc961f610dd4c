/*
 * check-name: an unterminated literal counts its newline as a byte
 * check-command: sh -c "{ printf '\"'; head -c 8191 /dev/zero | tr '\\0' a; printf '\\n'; } | ../test-lexing - | wc -c"
 *
 * check-output-start
8195
 * check-output-end
 *
 * check-error-start
-:2:0: warning: missing terminating " character
-:2:0: warning: string too long (8192 bytes, 8191 bytes max)
 * check-error-end
 */
