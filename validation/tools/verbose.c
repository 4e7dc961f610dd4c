static char trunc(int x)
{
	return x;
}

char (*use)(int) = trunc;
/*
 * check-name: sparse -v: what it adds, a truncation left in the IR ("cast drops bits")
 * check-command: sh -c "../sparse -Wno-decl $file 2>&1; echo ---; ../sparse -v -Wno-decl $file 2>&1"
 *
 * check-output-start
---
tools/verbose.c:3:16: warning: cast drops bits
 * check-output-end
 */
