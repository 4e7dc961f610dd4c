.5 1. 1.2.3 .5.e- 1..2 a.b .e5
/*
 * check-name: a pp-number may start with a dot and hold more dots
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 number .5
1:4 number 1.
1:7 number 1.2.3
1:13 number .5.e-
1:19 number 1..2
1:24 ident a
1:25 special .
1:26 ident b
1:28 special .
1:29 ident e5
 * check-output-end
 */
