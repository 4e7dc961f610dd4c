1'000'000 0x7f'ff 1'a 0b1'0 1'_
/*
 * check-name: C23 digit separators: ' followed by a digit or a nondigit
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 number 1'000'000
1:11 number 0x7f'ff
1:19 number 1'a
1:23 number 0b1'0
1:29 number 1'_
 * check-output-end
 */
