enum color { RED, GREEN = 5, BLUE };
enum color c = BLUE;
int v = GREEN;
/*
 * check-name: enumerators are ordinary identifiers of the enum's type
 * check-command: test-parsing $file
 *
 * check-output-start
unsigned int enum color [addressable] [toplevel] c
 = 
	BLUE
int [addressable] [toplevel] v
 = 
	GREEN
 * check-output-end
 */
