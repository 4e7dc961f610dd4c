0x1p-3 0x1.8p+1 0x1.p+e- 0x1e+1 0X.8P0
/*
 * check-name: hexadecimal floating constants and their look-alikes
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 number 0x1p-3
1:8 number 0x1.8p+1
1:17 number 0x1.p+e-
1:26 number 0x1e+1
1:33 number 0X.8P0
 * check-output-end
 */
