struct s;
union s x;
/*
 * check-name: a tag used as another kind: fatal, as sparse
 * check-command: test-parsing --ast $file
 * check-exit-value: 1
 *
 * check-error-start
parsing/err-invalid-tag.c:2:7: error: invalid tag applied to struct s
 * check-error-end
 */
