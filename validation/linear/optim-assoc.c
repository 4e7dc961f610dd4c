int f(int a)
{
	return (a + 2) + 3;
}

unsigned g(unsigned a)
{
	return (a & 0xf0) & 0x3c;
}

/*
 * check-name: constants of an associative chain are combined
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: add.32 *%r[0-9]* <- %arg1, \$5
 * check-output-contains: and.32 *%r[0-9]* <- %arg1, \$48
 * check-output-pattern(2): <- %arg1, \$
 */
