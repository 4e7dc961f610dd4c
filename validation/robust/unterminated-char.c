static int c = 'x
;

/*
 * check-name: an unterminated character constant keeps its newline, as sparse
 * check-note: sparse 0.6.4 keeps the newline in the literal (see -E): 'x is two characters
 * check-known-to-fail
 *
 * check-error-start
robust/unterminated-char.c:2:0: warning: missing terminating ' character
robust/unterminated-char.c:1:16: warning: multi-character character constant
 * check-error-end
 */
