/*
 * check-name: a literal of 8191 bytes is fine; character constants have the same limit
 * check-command: sh -c "{ printf '\"'; head -c 8191 /dev/zero | tr '\\0' a; printf '\" \\047'; head -c 8192 /dev/zero | tr '\\0' b; printf '\\047\\n'; } | ../test-lexing - | wc -c"
 *
 * check-output-start
16390
 * check-output-end
 *
 * check-error-start
-:1:4: warning: string too long (8192 bytes, 8191 bytes max)
 * check-error-end
 */
