bool a = true;
bool b = false;
void *p = nullptr;
/*
 * check-name: C23: bool, true, false, nullptr are keywords
 * check-command: test-parsing -std=c23 $file
 *
 * check-output-start
.align 1
bool [addressable] [toplevel] a
 = 
	1
.align 1
bool [addressable] [toplevel] b
 = 
	0
.align 8
void *[addressable] [toplevel] p
 = 
	0
 * check-output-end
 */
