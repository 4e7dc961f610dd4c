struct s;
union s x;
/*
 * check-name: a tag used as another kind
 * check-command: test-parsing --ast $file
 *
 * check-output-start
union s [addressable] [toplevel] x
 * check-output-end
 *
 * check-error-start
parsing/err-invalid-tag.c:2:7: error: invalid tag applied to struct s
 * check-error-end
 */
