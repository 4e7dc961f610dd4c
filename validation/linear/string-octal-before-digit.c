const char *f(void)
{
	return "\0014a\001b\0012\1\3777\n7";
}
/*
 * check-name: linear: an octal escape before a digit is shown in three digits
 * check-description: \001 then '4' shows as \0014, not \14 (another
 *	byte); before other bytes the short form
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.64      "\0014a\1b\0012\1\3777\n7"


 * check-output-end
 */
