"\x"
/*
 * check-name: round trip: the re-read is a memory buffer, whose diagnostics are errors
 * check-command: test-lexing --roundtrip $file
 *
 * check-error-start
tokenize/roundtrip-buffer-diagnostics.c:1:4: warning: \x used with no following hex digits
<buffer>:2:4: error: \x used with no following hex digits
 * check-error-end
 */
