int f(int i)
{
	static void *table[] = { &&one, &&two };

	goto *table[i];
one:
	return 1;
two:
	return 2;
}

/*
 * check-name: a computed goto lists the labels whose address is taken
 * check-command: test-linearize -Wno-decl -fno-optim $file
 * check-output-ignore
 * check-known-to-fail
 *
 * check-output-contains: jmp \*  *%r[0-9]*, .L[0-9]*, .L[0-9]*$
 */
