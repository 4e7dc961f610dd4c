enum color { RED, GREEN = 5, BLUE };
enum color c = BLUE;
int v = GREEN;
/*
 * check-name: enumerators are ordinary identifiers of the enum's type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
unsigned int enum color [addressable] [toplevel] c
 = 
	BLUE
.align 4
int [addressable] [toplevel] v
 = 
	GREEN
 * check-output-end
 * check-error-start
parsing/enum-definition.c:2:12: warning: symbol 'c' was not declared. Should it be static?
parsing/enum-definition.c:3:5: warning: symbol 'v' was not declared. Should it be static?
 * check-error-end
 */
