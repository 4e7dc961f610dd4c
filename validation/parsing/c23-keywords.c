bool a = true;
bool b = false;
void *p = nullptr;
/*
 * check-name: C23: bool, true, false, nullptr are keywords
 * check-command: test-parsing --ast -std=c23 $file
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
 * check-error-start
parsing/c23-keywords.c:1:6: warning: symbol 'a' was not declared. Should it be static?
parsing/c23-keywords.c:2:6: warning: symbol 'b' was not declared. Should it be static?
parsing/c23-keywords.c:3:6: warning: symbol 'p' was not declared. Should it be static?
 * check-error-end
 */
