struct pair { int first; long second; };

long second(struct pair *p)
{
	return p->second;
}

/*
 * check-name: members are loaded at their offset
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
second:
.L0:
	<entry-point>
	load.64     %r2 <- 8[%arg1]
	ret.64      %r2


 * check-output-end
 */
