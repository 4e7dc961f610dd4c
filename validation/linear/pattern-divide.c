int sdiv(int a, int b) { return a / b; }
unsigned udiv(unsigned a, unsigned b) { return a / b; }

/*
 * check-name: signed and unsigned division, simplified
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: divs.32 *%r[0-9]* <- %arg1, %arg2
 * check-output-contains: divu.32 *%r[0-9]* <- %arg1, %arg2
 * check-output-excludes: store\.
 * check-output-excludes: load\.
 */
