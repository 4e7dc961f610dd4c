/*
 * check-name: a pp-number too long at end of file: the missing newline is told first
 * check-command: sh -c "head -c 4095 /dev/zero | tr '\\0' 3 | ../test-lexing - | wc -c"
 *
 * check-output-start
4101
 * check-output-end
 *
 * check-error-start
-:1:1023: warning: no newline at end of file
-:1:1023: error: number token exceeds 4095 characters
 * check-error-end
 */
