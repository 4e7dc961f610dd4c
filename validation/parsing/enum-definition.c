enum color { RED, GREEN = 5, BLUE };
enum color c = BLUE;
int v = GREEN;
/*
 * check-name: enumerators are ordinary identifiers of the enum's type
 * check-command: test-parsing $file
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
 */
