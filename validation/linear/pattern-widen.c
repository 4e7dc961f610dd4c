long widen(int a) { return a; }
unsigned long uwiden(unsigned int a) { return a; }
short narrow(long a) { return a; }

/*
 * check-name: conversions show the source width
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: sext.64 *%r[0-9]* <- (32) %arg1
 * check-output-contains: zext.64 *%r[0-9]* <- (32) %arg1
 * check-output-contains: trunc.16 *%r[0-9]* <- (64) %arg1
 * check-output-pattern(3): ^	ret\.
 */
