int if;
/*
 * check-name: a keyword used as a name
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int
 * check-output-end
 *
 * check-error-start
parsing/err-reserved-word.c:1:5: error: Trying to use reserved word 'if' as identifier
 * check-error-end
 */
