int dec(int a)
{
	return a - 1;
}

/*
 * check-name: subtracting a constant is adding its negation
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: add.32 *%r[0-9]* <- %arg1, \$0xffffffff
 * check-output-excludes: sub\.
 */
