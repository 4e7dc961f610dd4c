/*
 * check-name: a pp-number of 4095 characters or more is an error, and kept whole
 * check-command: sh -c "{ head -c 4094 /dev/zero | tr '\\0' 1; printf ' '; head -c 4095 /dev/zero | tr '\\0' 2; printf ';\\n'; } | ../test-lexing - | wc -c"
 *
 * check-output-start
8193
 * check-output-end
 *
 * check-error-start
-:1:1023: error: number token exceeds 4095 characters
 * check-error-end
 */
