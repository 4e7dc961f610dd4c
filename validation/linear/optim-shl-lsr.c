unsigned low24(unsigned a)
{
	return (a << 8) >> 8;
}

/*
 * check-name: shifting left then logically right by one count is a mask
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: and.32 *%r[0-9]* <- %arg1, \$0xffffff
 * check-output-excludes: shl\.
 */
