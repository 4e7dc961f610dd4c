struct s { int a int b; };
/*
 * check-name: a member without its semicolon
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-struct-member-semicolon.c:1:18: error: expected ; at end of declaration
parsing/err-struct-member-semicolon.c:1:18: error: Expected } at end of specifier
parsing/err-struct-member-semicolon.c:1:18: error: got int
parsing/err-struct-member-semicolon.c:1:25: error: Expected ; at the end of type declaration
parsing/err-struct-member-semicolon.c:1:25: error: got }
 * check-error-end
 */
