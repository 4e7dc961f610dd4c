1e+5 1E-x 1e+ 1.e-3 1ex+2 1p+ 1P-x 1x+1
/*
 * check-name: pp-numbers take a sign only after e, E, p or P
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 number 1e+5
1:6 number 1E-x
1:11 number 1e+
1:15 number 1.e-3
1:21 number 1ex
1:24 special +
1:25 number 2
1:27 number 1p+
1:31 number 1P-x
1:36 number 1x
1:38 special +
1:39 number 1
 * check-output-end
 */
