void use2(const char *, const char *);
int compare(void) { return "ab" == "cd"; }
long add(void) { return (long)"ab" + (long)"cd"; }
const char *select_of_strings(int x) { const char *b; if (x) b = "1\n"; else b = "00\n"; return b; }
const char *select_of_string_and_arg(int x, const char *q) { const char *b; if (x) b = q; else b = "ab"; return b; }
void call(void) { use2("ab", "cd"); }
/*
 * check-name: linear: the string operands of one instruction show the leftmost string's text, as upstream (one buffer)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
compare:
.L0:
	<entry-point>
	seteq.32    %r3 <- "ab", "ab"
	ret.32      %r3


add:
.L2:
	<entry-point>
	add.64      %r9 <- "ab", "ab"
	ret.64      %r9


select_of_strings:
.L4:
	<entry-point>
	select.64   %r17(b) <- %arg1, "1\n", "1\n"
	ret.64      %r17(b)


select_of_string_and_arg:
.L9:
	<entry-point>
	select.64   %r24(b) <- %arg1, %arg2, "ab"
	ret.64      %r24(b)


call:
.L14:
	<entry-point>
	call        use2, "ab", "cd"
	ret


 * check-output-end
 */
