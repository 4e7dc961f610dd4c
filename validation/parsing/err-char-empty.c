int c = '';
/*
 * check-name: an empty character constant
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] c
 = 
	0
 * check-output-end
 *
 * check-error-start
parsing/err-char-empty.c:1:9: error: empty character constant
 * check-error-end
 */
