int a __attribute__((__unused__, __aligned__(16)));
int b __attribute((unused));
/*
 * check-name: attribute names may be spelled __name__
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 16
int [addressable] [toplevel] [unused] a
.align 4
int [addressable] [toplevel] [unused] b
 * check-output-end
 * check-error-start
parsing/attr-spellings.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/attr-spellings.c:2:5: warning: symbol 'b' was not declared. Should it be static?
 * check-error-end
 */
