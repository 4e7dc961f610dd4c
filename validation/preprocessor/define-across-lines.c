#define F(a, b) a + b
F(1,
  2) F
(3, 4)
/*
 * check-name: an invocation can span lines
 * check-command: sparse -E $file
 *
 * check-output-start

1 + 2 3 + 4
 * check-output-end
 */
