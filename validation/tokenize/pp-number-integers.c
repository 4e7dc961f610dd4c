0 123 08 0x1F 0b101 1uLL 42lu 0xffffffffffffffffffff
/*
 * check-name: integer pp-numbers keep their spelling and suffixes
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 number 0
1:3 number 123
1:7 number 08
1:10 number 0x1F
1:15 number 0b101
1:21 number 1uLL
1:26 number 42lu
1:31 number 0xffffffffffffffffffff
 * check-output-end
 */
